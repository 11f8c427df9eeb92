/**
 * `diffgate init`'s offer for a Keep-a-Changelog style file: a `## [Unreleased]` or `## [x.y.z]`
 * heading. Its released sections are a record, its top section a draft: `append` with `head=`.
 */
import { CHANGELOG_HEAD, changelogOffer } from './messages/starterManifest.js';

export const CHANGELOG_FILE = 'CHANGELOG.md';

const KEEP_A_CHANGELOG = /^## \[(?:unreleased|v?\d+\.\d+\.\d+)\]/im;

/** The commented rule to offer for a changelog with this text, or undefined when it is not one. */
export function changelogRule(text: string): string | undefined {
  return KEEP_A_CHANGELOG.test(text) ? changelogOffer(CHANGELOG_FILE, CHANGELOG_HEAD) : undefined;
}
