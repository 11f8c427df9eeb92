import { describe, expect, it } from 'vitest';
import { procOperand, procRoute } from '../../../src/core/commands/procPath.js';

describe('procRoute', () => {
  it.each([
    ['/proc/self/cwd/x', { via: 'cwd', rest: 'x' }],
    ['/proc/thread-self/cwd', { via: 'cwd', rest: '' }],
    ['/proc/$$/cwd/*', { via: 'cwd', rest: '*' }],
    ['/proc/${BASHPID}/root/home', { via: 'root', rest: 'home' }],
    ['/dev/fd/../cwd/guard.sh', { via: 'cwd', rest: 'guard.sh' }],
    ['/dev/fd/../root/*', { via: 'root', rest: '*' }],
    ['//dev/./fd/../root/etc', { via: 'root', rest: 'etc' }],
    ['/proc/self/fd/../cwd/../x', { via: 'cwd', rest: '../x' }],
    ['/proc/1/cwd/x', { via: 'other' }],
    ['/proc/*/root', { via: 'other' }],
    ['/pro?/self/cwd/*', { via: 'other' }],
    ['/proc/self/c[w]d/*', { via: 'other' }],
    ['/de?/fd/../root/*', { via: 'other' }],
    ['/dev/f[d]/../root/*', { via: 'other' }],
    ['/proc/self/task/*/root/*', { via: 'other' }],
    ['/*/*/*', { via: 'other' }],
  ])('%s', (path, route) => {
    expect(procRoute(path)).toEqual(route);
  });

  it.each([
    '/proc/self/status',
    '/dev/fd/3',
    '/dev/null',
    'proc/self/cwd/x',
    '/tmp/proc/self/cwd',
    '/dev/fd/x/../cwd',
    '/tmp/*/cwd',
    '/p*/lib',
  ])('%s takes no link', (path) => {
    expect(procRoute(path)).toBeUndefined();
  });
});

describe('procOperand', () => {
  it.each<[string, (string | null)[] | undefined, string]>([
    ['/proc/self/root/home', undefined, '/home'],
    ['/proc/self/cwd/*', ['/home/u'], '*'],
    ['/proc/self/cwd/build', undefined, 'build'],
    ['/proc/self/cwd/*', undefined, 'unknown'],
    ['/proc/self/cwd/../x', [null], 'unknown'],
    ['/proc/self/cwd', undefined, 'unknown'],
    ['/proc/1/cwd/build', ['/repo'], 'unknown'],
    ['/tmp/x', undefined, '/tmp/x'],
  ])('%s in %j: %s', (text, dirs, out) => {
    expect(procOperand(text, dirs)).toBe(out);
  });
});
