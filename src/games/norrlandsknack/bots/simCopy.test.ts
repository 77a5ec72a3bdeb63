import { it } from 'vitest';
import { expectCopiesEveryField } from '../../../shared/engine/testing/simCopy';
import { copySim, makeSim } from './sim';

it('copySim copies every field and array of the simulator', () => expectCopiesEveryField(() => makeSim(), copySim));
