/** The event that started the job: its name and its JSON payload, as the runner hands them over. */
import { readFileSync } from 'node:fs';
import { actionText as t } from '../core/messages/action.js';
import { ActionError } from './actionError.js';

export interface GithubEvent {
  name: string;
  payload: unknown;
}

export function readEvent(env: NodeJS.ProcessEnv): GithubEvent {
  const name = env.GITHUB_EVENT_NAME;
  if (!name) throw new ActionError(t.noEventName());
  const path = env.GITHUB_EVENT_PATH;
  if (!path) throw new ActionError(t.noEventPath());
  let payload: unknown;
  try {
    payload = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ActionError(t.badEventFile(path, (e as Error).message));
  }
  return { name, payload };
}
