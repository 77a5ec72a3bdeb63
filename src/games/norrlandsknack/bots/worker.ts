/** The bots' module worker: every message is a `BotRequest`, every reply a `BotReply` with the same id. */
import { serve } from '../../../shared/worker/rpc';
import { handleRequest } from './protocol';

serve(handleRequest as never);
