/**
 * Everyday commands from real projects must pass (no deny, no ask) in a repository with a full
 * manifest: every path rule kind, the secret list, and command rules. Most are decided
 * in-process (the same Claude adapter the CLI calls; spawning 100+ processes on a loaded machine takes
 * minutes); at least one of each family also goes through the built CLI, as Claude Code sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claudeHook } from '../../src/agents/claude/claudeHook.js';
import { MANIFEST, openHarness, preToolUse, tool, writeFixture, type Harness } from './hookHarness.js';

const FULL_MANIFEST = [
  MANIFEST.trimEnd(),
  'freeze\tpackage-lock.json\tDependencies change through npm only',
  'freeze\t.github/workflows/**\tCI is changed by a person',
  'budget\tCLAUDE.md\tRead at every session start\tlines=200',
  'command-deny\tgit push --force\tHistory on shared branches is rewritten only by a person',
  'command-deny\tgit reset --hard\tWork in progress is not thrown away by an agent',
  "command-ask\tnpm publish\tPublishing is a person's decision",
  "command-ask\tkubectl delete\tDeleting cluster resources is a person's decision",
  'command-allow\tgit status\tRead-only',
  '',
].join('\n');

/** [family, command]; the first of each family is also run through the built CLI. */
const EVERYDAY: [string, string][] = [
  ['npm', 'npm ci'],
  ['npm', 'npm install'],
  ['npm', 'npm install --save-dev vitest'],
  ['npm', 'npm run build'],
  ['npm', 'npm test'],
  ['npm', 'npm run lint -- --fix'],
  ['npm', 'npm outdated'],
  ['npm', 'npm ls --depth=0'],
  ['npm', 'npx tsc --noEmit'],
  ['npm', 'npx vitest run test/app.test.ts'],
  ['npm', 'rm -rf node_modules && npm ci'],
  ['npm', 'npm audit --json > /tmp/audit.json'],
  ['pnpm', 'pnpm install --frozen-lockfile'],
  ['pnpm', 'pnpm -r build'],
  ['pnpm', 'pnpm test -- --run'],
  ['pnpm', 'pnpm add -D typescript'],
  ['pnpm', 'yarn install'],
  ['pnpm', 'yarn build'],
  ['pnpm', 'bun install'],
  ['cargo', 'cargo build --release'],
  ['cargo', 'cargo test'],
  ['cargo', 'cargo clippy -- -D warnings'],
  ['cargo', 'cargo fmt --all'],
  ['cargo', 'cargo run --bin server -- --port 8080'],
  ['cargo', 'cargo check --all-targets'],
  ['cargo', 'cargo add serde --features derive'],
  ['go', 'go build ./...'],
  ['go', 'go test ./... -run TestParse -v'],
  ['go', 'go vet ./...'],
  ['go', 'go mod tidy'],
  ['go', 'gofmt -l .'],
  ['go', 'go run ./cmd/server'],
  ['go', 'go test -coverprofile=/tmp/cover.out ./...'],
  ['make', 'make'],
  ['make', 'make test'],
  ['make', 'make -j4 build'],
  ['make', 'make clean && make'],
  ['make', 'cmake -S . -B build && cmake --build build'],
  ['python', 'pytest'],
  ['python', 'pytest -x -q tests/test_api.py'],
  ['python', 'python -m pytest -k "parse and not slow"'],
  ['python', 'python3 -m venv .venv'],
  ['python', 'source .venv/bin/activate && pip install -r requirements.txt'],
  ['python', 'pip install -e .'],
  ['python', 'python3 lint.py draft.md'],
  ['python', 'ruff check . --fix'],
  ['python', 'black src tests'],
  ['python', 'mypy src'],
  ['python', 'uv sync'],
  ['python', 'poetry run pytest'],
  ['git', 'git status'],
  ['git', 'git status --short'],
  ['git', 'git diff'],
  ['git', 'git diff --stat HEAD~1'],
  ['git', 'git log --oneline -20'],
  ['git', 'git log -p -- src/app.ts'],
  ['git', 'git show HEAD'],
  ['git', 'git branch -a'],
  ['git', 'git checkout -b feature/parser'],
  ['git', 'git switch main'],
  ['git', 'git add src/app.ts'],
  ['git', 'git add -A'],
  ['git', 'git commit -m "Fix the parser"'],
  ['git', 'git fetch origin'],
  ['git', 'git pull --rebase'],
  ['git', 'git push origin feature/parser'],
  ['git', 'git push --force-with-lease origin feature/parser'],
  ['git', 'git stash list'],
  ['git', 'git checkout .'],
  ['git', 'git restore src/app.ts'],
  ['git', 'git blame src/app.ts'],
  ['git', 'git grep -n TODO'],
  ['git', 'git rebase -i HEAD~3'],
  ['git', 'git tag v1.2.0'],
  ['git', 'git cherry-pick abc123'],
  ['git', 'git merge --no-ff feature/parser'],
  ['docker', 'docker build -t app:dev .'],
  ['docker', 'docker compose up -d'],
  ['docker', 'docker compose logs -f api'],
  ['docker', 'docker ps -a'],
  ['docker', 'docker run --rm -it app:dev sh'],
  ['docker', 'docker images'],
  ['docker', 'docker exec -it api bash'],
  ['kubectl', 'kubectl get pods -n staging'],
  ['kubectl', 'kubectl get deploy -o yaml > /tmp/deploy.yaml'],
  ['kubectl', 'kubectl describe pod api-123'],
  ['kubectl', 'kubectl logs -f deploy/api'],
  ['kubectl', 'kubectl config current-context'],
  ['kubectl', 'helm template charts/api'],
  ['shell', 'ls -la'],
  ['shell', 'cat guard.sh'],
  ['shell', 'grep -rn "def " --include=*.py .'],
  ['shell', 'rg TODO src'],
  ['shell', 'find . -name "*.ts" -not -path "./node_modules/*"'],
  ['shell', 'head -50 docs/style.md'],
  ['shell', 'wc -l hooks/*.sh'],
  ['shell', 'md5sum hooks/*.sh > /tmp/list.txt'],
  ['shell', 'mkdir -p build/out && cp notes.txt build/out/'],
  ['shell', 'rm -rf build dist coverage'],
  ['shell', 'rm -rf ./build'],
  ['shell', 'tar czf /tmp/src.tgz src'],
  ['shell', 'curl -fsSL https://example.com/health'],
  ['shell', 'jq .version package.json'],
  ['shell', 'sed -n "1,20p" guard.sh'],
  ['shell', 'diff -u notes.txt draft.md'],
  ['shell', 'echo "done" >> /tmp/progress.log'],
  ['shell', 'cd src && ls && cd ..'],
  ['shell', 'export NODE_ENV=test && npm test'],
  ['shell', 'for f in src/*.ts; do wc -l "$f"; done'],
  ['shell', 'npm test 2>&1 | tee /tmp/test.log'],
  ['shell', 'touch src/new.ts'],
  ['shell', 'echo x > "$(mktemp)"'],
  ['shell', 'f=$(mktemp); npm test > "$f"; tail -20 "$f"'],
  ['shell', `python3 -c 'print(open("guard.sh").read())'`],
  ['shell', 'cat .env.example'],
  ['shell', 'which node && node --version'],
  ['shell', 'ps aux | grep node'],
  ['shell', 'du -sh node_modules'],
  ['shell', 'chmod +x scripts/run.sh'],
  ['shell', 'ln -s ../shared src/shared'],
];

describe('everyday commands pass under a full manifest', () => {
  let h: Harness & { close(): void };
  beforeAll(() => {
    h = openHarness((repo) => {
      writeFixture(repo);
      repo
        .write('.diffgate.tsv', FULL_MANIFEST)
        .write('package.json', '{"name":"app","version":"1.0.0"}\n')
        .write('package-lock.json', '{}\n')
        .write('.github/workflows/ci.yml', 'on: push\n')
        .write('CLAUDE.md', '# notes\n')
        .write('.env.example', 'TOKEN=\n')
        .write('scripts/run.sh', 'echo run\n');
    });
    h.repo.commit('fixture');
    // everyday state: some work in progress, none of it on a protected file
    h.repo.write('src/app.ts', 'export const x = 1;\n').write('notes.txt', 'more notes\n');
  });
  afterAll(() => h.close());

  it('has at least 100 commands', () => {
    expect(EVERYDAY.length).toBeGreaterThanOrEqual(100);
  });

  it.each(EVERYDAY)('%s: %s (in-process)', async (_family, command) => {
    const answer = await claudeHook.run(preToolUse(h, 'Bash', { command }), {
      env: { HOME: h.home, CLAUDE_PROJECT_DIR: h.repo.dir, XDG_CONFIG_HOME: `${h.home}/.config` },
      home: h.home,
    });
    expect(answer.exit, answer.stderr).toBe(0);
    expect(answer.stderr).toBe('');
    expect(answer.stdout).not.toMatch(/"permissionDecision":"(ask|deny)"/);
  });

  const families = [...new Set(EVERYDAY.map(([f]) => f))];
  it.each(families.map((f) => EVERYDAY.find(([g]) => g === f)!))('%s: %s (the built CLI)', (_family, command) => {
    const r = tool(h, 'Bash', { command });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toMatch(/"permissionDecision":"(ask|deny)"/);
  });
});
