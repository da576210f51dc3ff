import { describe, expect, it } from 'vitest';
import { actorOf } from './labels';

const operator = { id: 7, uid: 'u7', username: 'ada_ops', email: 'ada@example.test', name: 'Ada Ops' };

describe('actorOf (issue 41: the audit log names who acted, and through what)', () => {
  it('names the operator in the back office, and the person and the tool otherwise', () => {
    expect(actorOf({ operator, source: 'web', actor_name: null })).toBe('ada_ops');
    expect(actorOf({ operator, source: 'cli', actor_name: null })).toBe('ada_ops (command line)');
    expect(actorOf({ operator: null, source: 'cli', actor_name: 'os:deploy' })).toBe(
      'os:deploy (command line)',
    );
    expect(actorOf({ operator, source: 'dev', actor_name: null })).toBe('ada_ops (demo tool)');
    expect(actorOf({ operator: null, source: 'dev', actor_name: 'demo auto-approval' })).toBe(
      'demo auto-approval (demo tool)',
    );
  });
});
