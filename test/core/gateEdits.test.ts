/**
 * Edits to a gate file that switch nothing off (core/gateEdits.ts): what git and Claude Code write
 * for everyday work stands; any other key or setting is refused.
 */
import { describe, expect, it } from 'vitest';
import { allowRulesAdded, type ConfigEntries, everydayConfigEdit } from '../../src/core/gateEdits.js';

const BASE: ConfigEntries = [
  ['core.repositoryformatversion', '0'],
  ['core.bare', 'false'],
];

describe('everydayConfigEdit', () => {
  it.each<[string, ConfigEntries]>([
    [
      'git push -u',
      [
        ['branch.main.remote', 'origin'],
        ['branch.main.merge', 'refs/heads/main'],
      ],
    ],
    [
      'git remote add',
      [
        ['remote.origin.url', 'git@github.com:o/r.git'],
        ['remote.origin.fetch', '+refs/heads/*:refs/remotes/origin/*'],
      ],
    ],
    [
      'git submodule init',
      [
        ['submodule.lib.url', 'https://example.invalid/lib.git'],
        ['submodule.lib.active', 'true'],
      ],
    ],
    [
      'git config user.*',
      [
        ['user.name', 'agent'],
        ['user.email', 'a@example.invalid'],
      ],
    ],
    ['a branch name with dots', [['branch.release.1.2.merge', 'refs/heads/release.1.2']]],
    ['an scp-like URL with an absolute path', [['remote.origin.url', 'git@host.example:/srv/repo.git']]],
    ['an https URL', [['remote.origin.url', 'https://github.com/o/r.git']]],
  ])('lets %s stand', (_what, added) => {
    expect(everydayConfigEdit(BASE, [...BASE, ...added])).toBe(true);
  });

  it.each<[string, ConfigEntries]>([
    ['core.hooksPath', [['core.hookspath', '/dev/null']]],
    ['an alias', [['alias.ci', 'commit --no-verify']]],
    ['an ext:: remote', [['remote.evil.url', 'ext::sh -c touch% /tmp/x']]],
    ['an ext:: push URL', [['remote.origin.pushurl', ' EXT::sh -c id']]],
    ['a submodule update command', [['submodule.lib.update', '!sh -c id']]],
    ['an include', [['include.path', '/tmp/evil']]],
    ['a URL rewrite', [['url.ext::sh -c id.insteadof', 'https://']]],
    ['a filter', [['filter.x.clean', 'sh -c id']]],
    ['an upload-pack for a remote', [['remote.origin.uploadpack', 'sh -c id']]],
    // a repository on this machine runs its hooks when the person pushes there (review-15c F11)
    ['a push URL to a local repository', [['remote.origin.pushurl', '/tmp/evil.git']]],
    ['a relative path', [['remote.mirror.url', '../scratch']]],
    ['a file:// URL', [['remote.mirror.url', 'file:///tmp/evil.git']]],
    ['a host that reads as an option', [['remote.origin.url', 'ssh://-oProxyCommand=id/x']]],
    ['a submodule on this machine', [['submodule.lib.url', '/tmp/lib']]],
  ])('refuses %s', (_what, added) => {
    expect(everydayConfigEdit(BASE, [...BASE, ...added])).toBe(false);
  });

  it('refuses a changed core key and a removed one', () => {
    expect(
      everydayConfigEdit(BASE, [
        ['core.repositoryformatversion', '1'],
        ['core.bare', 'false'],
      ]),
    ).toBe(false);
    expect(everydayConfigEdit(BASE, [['core.bare', 'false']])).toBe(false);
  });
});

describe('allowRulesAdded', () => {
  it('lets an allow rule added to new or existing settings stand', () => {
    expect(allowRulesAdded(null, { permissions: { allow: ['Bash(npm test:*)'] } })).toBe(true);
    expect(allowRulesAdded(null, { permissions: { allow: ['mcp__fs__write_file', 'WebFetch(domain:x.com)'] } })).toBe(
      true,
    );
    expect(
      allowRulesAdded(
        { permissions: { allow: ['Read'], deny: ['Bash(rm:*)'] }, model: 'x' },
        { model: 'x', permissions: { deny: ['Bash(rm:*)'], allow: ['Read', 'Bash(npm test:*)'] } },
      ),
    ).toBe(true);
  });

  it.each<[string, unknown, unknown]>([
    ['hooks switched off', null, { permissions: { allow: ['Bash'] }, disableAllHooks: true }],
    ['a hook added', {}, { hooks: { PreToolUse: [] } }],
    ['an allow rule removed', { permissions: { allow: ['A', 'B'] } }, { permissions: { allow: ['A'] } }],
    ['a deny rule removed', { permissions: { deny: ['X'] } }, { permissions: { allow: ['A'] } }],
    ['a permission mode', {}, { permissions: { allow: ['A'], defaultMode: 'bypassPermissions' } }],
    ['an allow rule that is not a string', {}, { permissions: { allow: [{ tool: 'Bash' }] } }],
    ['settings that are not an object', {}, ['x']],
    // a whole tool, or every tool of a kind: not what "don't ask again" saves (review-15c F14)
    ['a whole tool', {}, { permissions: { allow: ['Bash'] } }],
    ['a bare wildcard', {}, { permissions: { allow: ['Bash(*)'] } }],
    ['every MCP tool', {}, { permissions: { allow: ['mcp__*'] } }],
  ])('refuses %s', (_what, before, after) => {
    expect(allowRulesAdded(before, after)).toBe(false);
  });
});
