/** The computer players' module worker: every message is a `BotRequest`, every reply a `BotReply` with its id. */
import { serve } from '../../../shared/worker/rpc';
import { handleRequest } from './protocol';

serve(handleRequest);
