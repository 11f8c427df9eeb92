"use strict";
exports.id = "5164-6130";
exports.ids = ["5164-6130",5164,6130];
exports.modules = {

/***/ 5164:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.WRAPPERS = exports.ARITY = void 0;
exports.arityEntry = arityEntry;
exports.isRefined = isRefined;
const e = (prefix, arity, reason, extra = {}) => ({
    prefix,
    arity,
    reason,
    ...extra,
});
const OPERANDS = 'its operands are files or text, not subcommands';
const WRAP = 'a wrapper: the command it runs is judged as a segment of its own';
const GIT_VALUED = [
    '-C',
    '-c',
    '--git-dir',
    '--work-tree',
    '--namespace',
    '--config-env',
    '--super-prefix',
    '--list-cmds',
];
const GIT_FLAGS = [
    '-p',
    '--paginate',
    '-P',
    '--no-pager',
    '--bare',
    '--no-replace-objects',
    '--literal-pathspecs',
    '--glob-pathspecs',
    '--noglob-pathspecs',
    '--icase-pathspecs',
    '--no-optional-locks',
    '--no-advice',
    '--exec-path',
    '--version',
    '--help',
    '-h',
    '--html-path',
    '--man-path',
    '--info-path',
    '--no-lazy-fetch',
];
const COMPOSE_VALUED = [
    '-f',
    '--file',
    '-p',
    '--project-name',
    '--profile',
    '--env-file',
    '--project-directory',
    '--ansi',
    '--progress',
    '--parallel',
];
const COMPOSE_FLAGS = ['--compatibility', '--dry-run', '--all-resources', '--verbose'];
const KUBE_VALUED = [
    '-n',
    '--namespace',
    '--context',
    '--cluster',
    '--user',
    '--kubeconfig',
    '-s',
    '--server',
    '--token',
    '--as',
    '--as-group',
    '--as-uid',
    '--request-timeout',
    '-v',
    '--v',
    '--certificate-authority',
    '--client-certificate',
    '--client-key',
    '--tls-server-name',
    '--cache-dir',
    '--profile',
    '--profile-output',
    '--password',
    '--username',
    '--log-file',
    '--vmodule',
];
const KUBE_FLAGS = [
    '--insecure-skip-tls-verify',
    '--warnings-as-errors',
    '--match-server-version',
    '--disable-compression',
    '--logtostderr',
];
const NPM_VALUED = [
    '-w',
    '--workspace',
    '--prefix',
    '-C',
    '--userconfig',
    '--globalconfig',
    '--cache',
    '--registry',
    '--loglevel',
    '--script-shell',
];
const NPM_FLAGS = [
    '-g',
    '--global',
    '-s',
    '--silent',
    '-q',
    '--quiet',
    '-d',
    '--verbose',
    '-ws',
    '--workspaces',
    '--include-workspace-root',
    '-y',
    '--yes',
    '--no',
    '--json',
    '--dry-run',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--legacy-peer-deps',
    '-f',
    '--force',
    '--if-present',
    '--foreground-scripts',
];
const PNPM_VALUED = [
    '-C',
    '--dir',
    '--filter',
    '-F',
    '--reporter',
    '--loglevel',
    '--store-dir',
    '--config-dir',
    '--workspace-concurrency',
];
const PNPM_FLAGS = [
    '-w',
    '--workspace-root',
    '-r',
    '--recursive',
    '-s',
    '--silent',
    '--stream',
    '--parallel',
    '--aggregate-output',
    '--frozen-lockfile',
    '--prod',
    '-P',
    '-D',
    '--dev',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--if-present',
    '-g',
    '--global',
];
const YARN_VALUED = ['--cwd', '--mutex', '--cache-folder', '--modules-folder', '--network-timeout', '--registry'];
const YARN_FLAGS = [
    '-s',
    '--silent',
    '--frozen-lockfile',
    '--immutable',
    '--offline',
    '--prefer-offline',
    '--ignore-scripts',
    '--production',
    '-W',
    '--ignore-workspace-root-check',
    '-D',
    '--dev',
    '--verbose',
    '--non-interactive',
];
const CARGO_VALUED = [
    '--config',
    '-Z',
    '--color',
    '-C',
    '--manifest-path',
    '-p',
    '--package',
    '-j',
    '--jobs',
    '--target',
    '--target-dir',
    '--features',
    '-F',
    '--profile',
];
const CARGO_FLAGS = [
    '-v',
    '-vv',
    '--verbose',
    '-q',
    '--quiet',
    '--frozen',
    '--locked',
    '--offline',
    '--list',
    '-V',
    '--version',
    '--release',
    '-r',
    '--all-features',
    '--no-default-features',
    '--workspace',
    '--all',
];
const MAKE_VALUED = [
    '-C',
    '--directory',
    '-f',
    '--file',
    '--makefile',
    '-I',
    '--include-dir',
    '-o',
    '--old-file',
    '-W',
    '--what-if',
    '--assume-new',
    '--new-file',
    '-j',
    '--jobs',
    '-l',
    '--load-average',
    '--eval',
    '-E',
];
const MAKE_FLAGS = [
    '-B',
    '--always-make',
    '-d',
    '-e',
    '--environment-overrides',
    '-i',
    '--ignore-errors',
    '-k',
    '--keep-going',
    '-n',
    '--just-print',
    '--dry-run',
    '-q',
    '--question',
    '-r',
    '--no-builtin-rules',
    '-R',
    '-s',
    '--silent',
    '--quiet',
    '-S',
    '-t',
    '--touch',
    '-w',
    '--print-directory',
    '--no-print-directory',
    '--trace',
    '-O',
    '--output-sync',
];
const APT_VALUED = ['-o', '--option', '-c', '--config-file', '-t', '--target-release'];
const APT_FLAGS = [
    '-y',
    '--yes',
    '--assume-yes',
    '-q',
    '-qq',
    '--quiet',
    '-s',
    '--simulate',
    '--dry-run',
    '--no-install-recommends',
    '-f',
    '--fix-broken',
    '-V',
    '--purge',
    '--reinstall',
    '--allow-downgrades',
    '-d',
    '--download-only',
];
const SYSTEMCTL_VALUED = [
    '-H',
    '--host',
    '-M',
    '--machine',
    '-t',
    '--type',
    '-p',
    '--property',
    '-s',
    '--signal',
    '--state',
    '-n',
    '--lines',
    '-o',
    '--output',
    '--root',
    '--job-mode',
    '--kill-whom',
];
const SYSTEMCTL_FLAGS = [
    '--user',
    '--system',
    '--global',
    '-q',
    '--quiet',
    '--now',
    '--no-block',
    '--no-pager',
    '--no-legend',
    '-a',
    '--all',
    '-l',
    '--full',
    '-f',
    '--force',
    '--runtime',
    '--no-reload',
    '--no-ask-password',
    '-i',
    '--ignore-inhibitors',
    '--dry-run',
    '--failed',
    '-r',
    '--recursive',
];
exports.ARITY = [
    e('git', 2, 'the subcommand names the action: git status reads, git push publishes', {
        valued: GIT_VALUED,
        flags: GIT_FLAGS,
    }),
    e('git config', 3, 'the key names what is read or set (git config user.email)', {
        valued: ['-f', '--file', '--blob', '--type', '--default', '--comment'],
        flags: [
            '--global',
            '--system',
            '--local',
            '--worktree',
            '--get',
            '--get-all',
            '--get-regexp',
            '--unset',
            '--unset-all',
            '-l',
            '--list',
            '--add',
            '--replace-all',
            '--bool',
            '--int',
            '--path',
            '--show-origin',
            '--show-scope',
            '--name-only',
            '-z',
            '--null',
            '-e',
            '--edit',
        ],
    }),
    e('git remote', 3, 'the remote subcommand names the action (git remote add, git remote remove)', {
        flags: ['-v', '--verbose'],
    }),
    e('git stash', 3, 'the stash subcommand names the action (git stash list reads, git stash drop deletes)', {
        valued: ['-m', '--message'],
        flags: [
            '-u',
            '--include-untracked',
            '-k',
            '--keep-index',
            '--no-keep-index',
            '-a',
            '--all',
            '-q',
            '--quiet',
            '-p',
            '--patch',
            '-S',
            '--staged',
        ],
    }),
    e('git worktree', 3, 'the worktree subcommand names the action (git worktree add, git worktree remove)'),
    e('git submodule', 3, 'the submodule subcommand names the action (git submodule update, git submodule foreach)'),
    e('git bisect', 3, 'the bisect subcommand names the action (git bisect start, git bisect run)'),
    e('git notes', 3, 'the notes subcommand names the action (git notes add, git notes remove)'),
    e('git lfs', 3, 'git lfs is a tool of its own; its subcommand names the action (git lfs push)'),
    e('git sparse-checkout', 3, 'the sparse-checkout subcommand names the action (git sparse-checkout set)'),
    e('git reflog', 3, 'the reflog subcommand names the action (git reflog expire deletes history)'),
    e('git maintenance', 3, 'the maintenance subcommand names the action (git maintenance start)'),
    e('git credential', 3, 'the credential subcommand names the action (git credential fill prints a secret)'),
    e('hg', 2, 'the subcommand names the action (hg push, hg strip)'),
    e('svn', 2, 'the subcommand names the action (svn commit, svn delete)'),
    e('jj', 2, 'the subcommand names the action (jj abandon, jj squash)'),
    e('jj git', 3, 'jj git is a group; its subcommand names the action (jj git push)'),
    e('fossil', 2, 'the subcommand names the action (fossil commit)'),
    e('git-lfs', 2, 'the subcommand names the action (git-lfs push)'),
    e('gh', 3, 'a command group and its action (gh pr merge, gh repo delete)', {
        valued: ['-R', '--repo', '--hostname'],
    }),
    e('gh api', 2, 'the endpoint is an argument; the method is a flag (-X)'),
    e('gh browse', 2, 'its operands are what to open, not subcommands'),
    e('gh status', 2, 'gh status takes no subcommand'),
    e('glab', 3, 'a command group and its action (glab mr merge)', { valued: ['-R', '--repo'] }),
    e('npm', 2, 'the subcommand names the action (npm test, npm publish)', { valued: NPM_VALUED, flags: NPM_FLAGS }),
    e('npm run', 3, 'the script named is what runs (npm run build)'),
    e('npm run-script', 3, 'the script named is what runs (npm run-script build)'),
    e('npm exec', 3, 'the package named is what runs (npm exec prettier)'),
    e('npm config', 3, 'the config subcommand names the action (npm config set)'),
    e('npm cache', 3, 'the cache subcommand names the action (npm cache clean)'),
    e('npm pkg', 3, 'the pkg subcommand names the action (npm pkg set)'),
    e('npm dist-tag', 3, 'the dist-tag subcommand names the action (npm dist-tag add)'),
    e('npm access', 3, 'the access subcommand names the action (npm access set)'),
    e('npm owner', 3, 'the owner subcommand names the action (npm owner rm)'),
    e('npm token', 3, 'the token subcommand names the action (npm token create)'),
    e('npm audit', 3, 'npm audit fix changes the lockfile; npm audit alone reads'),
    e('npx', 2, 'the package named is what runs (npx prettier)', {
        valued: ['-p', '--package', '-c', '--call'],
        flags: ['-y', '--yes', '--no', '-q', '--quiet'],
    }),
    e('pnpm', 2, 'the subcommand names the action, or the script it runs (pnpm build)', {
        valued: PNPM_VALUED,
        flags: PNPM_FLAGS,
    }),
    e('pnpm run', 3, 'the script named is what runs (pnpm run build)'),
    e('pnpm exec', 3, 'the program named is what runs (pnpm exec tsc)'),
    e('pnpm dlx', 3, 'the package named is what runs (pnpm dlx create-vite)'),
    e('pnpx', 2, 'the package named is what runs (pnpx prettier)'),
    e('yarn', 2, 'the subcommand names the action, or the script it runs (yarn build)', {
        valued: YARN_VALUED,
        flags: YARN_FLAGS,
    }),
    e('yarn run', 3, 'the script named is what runs (yarn run build)'),
    e('yarn workspace', 4, 'the workspace named and the script run in it (yarn workspace web build)'),
    e('yarn dlx', 3, 'the package named is what runs (yarn dlx create-vite)'),
    e('bun', 2, 'the subcommand names the action, or the script it runs (bun install, bun build)', {
        valued: ['--cwd', '-c', '--config', '--filter', '-F', '--env-file'],
        flags: ['--bun', '--silent', '--watch', '--hot', '--smol', '-b'],
    }),
    e('bun run', 3, 'the script or file named is what runs (bun run dev)'),
    e('bun x', 3, 'the package named is what runs (bun x prettier)'),
    e('bunx', 2, 'the package named is what runs (bunx prettier)'),
    e('deno', 2, 'the subcommand names the action (deno run, deno compile)'),
    e('deno task', 3, 'the task named is what runs (deno task dev)'),
    e('node', 1, 'its operand is the script to run'),
    e('tsc', 1, 'a compiler: its operands are files'),
    e('tsx', 1, 'its operand is the script to run'),
    e('eslint', 1, 'a linter: its operands are files'),
    e('prettier', 1, 'a formatter: its operands are files'),
    e('jest', 1, 'a test runner: its operands are test paths'),
    e('vitest', 2, 'the mode names the action (vitest run, vitest watch)'),
    e('mocha', 1, 'a test runner: its operands are test paths'),
    e('playwright', 2, 'the subcommand names the action (playwright test, playwright install)'),
    e('vite', 2, 'the subcommand names the action (vite build, vite preview)'),
    e('webpack', 2, 'the subcommand names the action (webpack serve)'),
    e('next', 2, 'the subcommand names the action (next build, next start)'),
    e('nuxt', 2, 'the subcommand names the action (nuxt build, nuxt generate)'),
    e('ng', 2, 'the subcommand names the action (ng build, ng deploy)'),
    e('nx', 2, 'the subcommand names the action (nx run, nx affected)'),
    e('turbo', 2, 'the subcommand names the action (turbo run)'),
    e('lerna', 2, 'the subcommand names the action (lerna publish)'),
    e('expo', 2, 'the subcommand names the action (expo start, expo publish)'),
    e('vercel', 2, 'the subcommand names the action (vercel deploy, vercel env)'),
    e('netlify', 2, 'the subcommand names the action (netlify deploy)'),
    e('wrangler', 2, 'the subcommand names the action (wrangler deploy)'),
    e('firebase', 2, 'the subcommand names the action (firebase deploy)'),
    e('prisma', 2, 'the subcommand names the action (prisma generate, prisma studio)'),
    e('prisma migrate', 3, 'the migrate subcommand names the action (prisma migrate reset drops the database)'),
    e('prisma db', 3, 'the db subcommand names the action (prisma db push)'),
    e('python', 1, 'its operand is the script to run'),
    e('python3', 1, 'its operand is the script to run'),
    e('pip', 2, 'the subcommand names the action (pip install, pip uninstall)', {
        valued: [
            '--log',
            '--proxy',
            '--retries',
            '--timeout',
            '--exists-action',
            '--trusted-host',
            '--cert',
            '--client-cert',
            '--cache-dir',
            '--python',
        ],
        flags: [
            '-v',
            '--verbose',
            '-q',
            '--quiet',
            '--isolated',
            '--no-input',
            '--no-cache-dir',
            '--disable-pip-version-check',
            '--no-color',
            '--require-virtualenv',
            '-V',
            '--version',
        ],
    }),
    e('pip3', 2, 'the subcommand names the action (pip3 install)'),
    e('pipx', 2, 'the subcommand names the action (pipx install, pipx run)'),
    e('pipx run', 3, 'the package named is what runs (pipx run black)'),
    e('poetry', 2, 'the subcommand names the action (poetry add, poetry publish)'),
    e('poetry run', 3, 'the program named is what runs (poetry run pytest)'),
    e('uv', 2, 'the subcommand names the action (uv sync, uv add)'),
    e('uv pip', 3, 'uv pip mirrors pip: its subcommand names the action (uv pip install)'),
    e('uv run', 3, 'the program named is what runs (uv run pytest)'),
    e('uvx', 2, 'the package named is what runs (uvx ruff)'),
    e('pdm', 2, 'the subcommand names the action (pdm add, pdm publish)'),
    e('hatch', 2, 'the subcommand names the action (hatch build, hatch publish)'),
    e('conda', 2, 'the subcommand names the action (conda install, conda remove)'),
    e('conda env', 3, 'the env subcommand names the action (conda env remove)'),
    e('mamba', 2, 'the subcommand names the action (mamba install, mamba remove)'),
    e('pytest', 1, 'a test runner: its operands are test paths'),
    e('ruff', 2, 'the subcommand names the action (ruff check, ruff format)'),
    e('black', 1, 'a formatter: its operands are files'),
    e('mypy', 1, 'a type checker: its operands are files'),
    e('flake8', 1, 'a linter: its operands are files'),
    e('pylint', 1, 'a linter: its operands are files'),
    e('django-admin', 2, 'the management command names the action (django-admin migrate)'),
    e('ruby', 1, 'its operand is the script to run'),
    e('gem', 2, 'the subcommand names the action (gem install, gem push)'),
    e('bundle', 2, 'the subcommand names the action (bundle install)'),
    e('bundle exec', 3, 'the program named is what runs (bundle exec rspec)'),
    e('rails', 2, 'the subcommand names the action (rails server, rails db:drop)'),
    e('rake', 2, 'each task named runs (rake db:migrate test)', { targets: true }),
    e('rubocop', 1, 'a linter: its operands are files'),
    e('php', 1, 'its operand is the script to run'),
    e('php artisan', 3, 'the artisan command names the action (php artisan migrate:fresh)'),
    e('composer', 2, 'the subcommand names the action (composer require)'),
    e('java', 1, 'its operand is the class or jar to run'),
    e('mvn', 2, 'each phase or goal named runs (mvn clean deploy)', {
        targets: true,
        valued: [
            '-f',
            '--file',
            '-s',
            '--settings',
            '-gs',
            '--global-settings',
            '-P',
            '--activate-profiles',
            '-pl',
            '--projects',
            '-rf',
            '--resume-from',
            '-T',
            '--threads',
            '-t',
            '--toolchains',
            '-l',
            '--log-file',
            '-D',
            '--define',
        ],
        flags: [
            '-B',
            '--batch-mode',
            '-q',
            '--quiet',
            '-X',
            '--debug',
            '-e',
            '--errors',
            '-o',
            '--offline',
            '-U',
            '--update-snapshots',
            '-N',
            '--non-recursive',
            '-am',
            '--also-make',
            '-amd',
            '--also-make-dependents',
            '-ntp',
            '--no-transfer-progress',
            '-V',
            '--show-version',
            '-v',
            '--version',
        ],
    }),
    e('gradle', 2, 'each task named runs (gradle clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-g',
            '--gradle-user-home',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '--priority',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '-S',
            '--full-stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--no-parallel',
            '--build-cache',
            '--no-build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
            '--configuration-cache',
        ],
    }),
    e('gradlew', 2, 'each task named runs (./gradlew clean publish)', {
        targets: true,
        valued: [
            '-p',
            '--project-dir',
            '-b',
            '--build-file',
            '-c',
            '--settings-file',
            '-x',
            '--exclude-task',
            '-I',
            '--init-script',
            '--max-workers',
            '--console',
            '--warning-mode',
            '-D',
            '-P',
        ],
        flags: [
            '-q',
            '--quiet',
            '-i',
            '--info',
            '-d',
            '--debug',
            '-s',
            '--stacktrace',
            '--offline',
            '--daemon',
            '--no-daemon',
            '--parallel',
            '--build-cache',
            '--continue',
            '--dry-run',
            '-m',
            '--refresh-dependencies',
            '--scan',
        ],
    }),
    e('sbt', 2, 'each command named runs (sbt clean publish)', { targets: true }),
    e('lein', 2, 'the subcommand names the action (lein test, lein deploy)'),
    e('dotnet', 2, 'the subcommand names the action (dotnet build, dotnet publish)'),
    e('dotnet tool', 3, 'the tool subcommand names the action (dotnet tool install)'),
    e('dotnet nuget', 3, 'the nuget subcommand names the action (dotnet nuget push)'),
    e('dotnet ef', 3, 'the ef command group names the action (dotnet ef database)'),
    e('cargo', 2, 'the subcommand names the action (cargo build, cargo publish)', {
        valued: CARGO_VALUED,
        flags: CARGO_FLAGS,
        plus: true,
    }),
    e('rustup', 2, 'the subcommand names the action (rustup update)', { plus: true }),
    e('rustup toolchain', 3, 'the toolchain subcommand names the action (rustup toolchain uninstall)'),
    e('rustup component', 3, 'the component subcommand names the action (rustup component add)'),
    e('rustup target', 3, 'the target subcommand names the action (rustup target add)'),
    e('go', 2, 'the subcommand names the action (go build, go test)', { valued: ['-C'], flags: [] }),
    e('go mod', 3, 'the mod subcommand names the action (go mod tidy)'),
    e('go work', 3, 'the work subcommand names the action (go work use)'),
    e('go tool', 3, 'the tool named is what runs (go tool pprof)'),
    e('golangci-lint', 2, 'the subcommand names the action (golangci-lint run)'),
    e('gofmt', 1, 'a formatter: its operands are files'),
    e('swift', 2, 'the subcommand names the action (swift build, swift test)'),
    e('xcodebuild', 1, 'its actions are options and trailing words; the program names the tool'),
    e('pod', 2, 'the subcommand names the action (pod install)'),
    e('fastlane', 2, 'the lane named is what runs (fastlane release)'),
    e('flutter', 2, 'the subcommand names the action (flutter build)'),
    e('dart', 2, 'the subcommand names the action (dart pub)'),
    e('zig', 2, 'the subcommand names the action (zig build)'),
    e('cmake', 1, 'its operands are source or build directories'),
    e('meson', 2, 'the subcommand names the action (meson setup)'),
    e('bazel', 2, 'the command names the action (bazel build, bazel run)'),
    e('gcc', 1, 'a compiler: its operands are files'),
    e('clang', 1, 'a compiler: its operands are files'),
    e('stack', 2, 'the subcommand names the action (stack build, stack upload)'),
    e('cabal', 2, 'the subcommand names the action (cabal build, cabal upload)'),
    e('mix', 2, 'the task named is what runs (mix ecto.drop)'),
    e('make', 2, 'each target named runs (make build deploy): judged as make build and make deploy', {
        targets: true,
        valued: MAKE_VALUED,
        flags: MAKE_FLAGS,
    }),
    e('just', 2, 'each recipe named runs (just build deploy)', {
        targets: true,
        valued: ['-f', '--justfile', '-d', '--working-directory', '--set', '--shell'],
        flags: ['-n', '--dry-run', '-q', '--quiet', '-v', '--verbose', '--yes', '-l', '--list'],
    }),
    e('ninja', 2, 'each target named is built (ninja app tests)', {
        targets: true,
        valued: ['-C', '-f', '-j', '-k', '-l', '-d', '-t', '-w'],
        flags: ['-n', '-v', '--verbose', '--quiet'],
    }),
    e('task', 2, 'each task named runs (task build deploy)', { targets: true }),
    e('docker', 2, 'the subcommand names the action (docker run, docker rm, docker push)', {
        valued: [
            '-H',
            '--host',
            '-c',
            '--context',
            '--config',
            '-l',
            '--log-level',
            '--tlscacert',
            '--tlscert',
            '--tlskey',
        ],
        flags: ['-D', '--debug', '--tls', '--tlsverify', '-v', '--version'],
    }),
    e('docker compose', 3, 'the compose subcommand names the action (docker compose up, docker compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('docker container', 3, 'the container subcommand names the action (docker container prune)'),
    e('docker image', 3, 'the image subcommand names the action (docker image rm)'),
    e('docker volume', 3, 'the volume subcommand names the action (docker volume rm)'),
    e('docker network', 3, 'the network subcommand names the action (docker network create)'),
    e('docker system', 3, 'the system subcommand names the action (docker system prune)'),
    e('docker buildx', 3, 'the buildx subcommand names the action (docker buildx build)'),
    e('docker context', 3, 'the context subcommand names the action (docker context use)'),
    e('docker-compose', 2, 'the subcommand names the action (docker-compose down)', {
        valued: COMPOSE_VALUED,
        flags: COMPOSE_FLAGS,
    }),
    e('podman', 2, 'the subcommand names the action (podman run)', {
        valued: ['-c', '--connection', '--url', '--root', '--runroot', '--log-level', '--identity'],
        flags: ['--remote', '-r'],
    }),
    e('podman machine', 3, 'the machine subcommand names the action (podman machine rm)'),
    e('nerdctl', 2, 'the subcommand names the action (nerdctl run, nerdctl rm)'),
    e('buildah', 2, 'the subcommand names the action (buildah bud, buildah push)'),
    e('skopeo', 2, 'the subcommand names the action (skopeo inspect, skopeo delete)'),
    e('crictl', 2, 'the subcommand names the action (crictl ps, crictl rmi)'),
    e('kubectl', 2, 'the verb names the action (kubectl get reads, kubectl delete deletes)', {
        valued: KUBE_VALUED,
        flags: KUBE_FLAGS,
    }),
    e('kubectl config', 3, 'the config subcommand names the action (kubectl config use-context)'),
    e('kubectl rollout', 3, 'the rollout subcommand names the action (kubectl rollout undo)'),
    e('kubectl auth', 3, 'the auth subcommand names the action (kubectl auth can-i)'),
    e('kubectl create', 3, 'the kind of object created (kubectl create secret)'),
    e('kubectl certificate', 3, 'the certificate subcommand names the action (kubectl certificate approve)'),
    e('oc', 2, 'the verb names the action (oc delete)', { valued: KUBE_VALUED, flags: KUBE_FLAGS }),
    e('helm', 2, 'the subcommand names the action (helm install, helm uninstall)', {
        valued: [
            '-n',
            '--namespace',
            '--kube-context',
            '--kubeconfig',
            '--kube-apiserver',
            '--kube-token',
            '--registry-config',
            '--repository-cache',
            '--repository-config',
            '--burst-limit',
            '--qps',
        ],
        flags: ['--debug'],
    }),
    e('helm repo', 3, 'the repo subcommand names the action (helm repo add)'),
    e('helm plugin', 3, 'the plugin subcommand names the action (helm plugin install)'),
    e('kustomize', 2, 'the subcommand names the action (kustomize build, kustomize edit)'),
    e('skaffold', 2, 'the subcommand names the action (skaffold run, skaffold delete)'),
    e('tilt', 2, 'the subcommand names the action (tilt up, tilt down)'),
    e('minikube', 2, 'the subcommand names the action (minikube delete)'),
    e('kind', 3, 'a verb and what it acts on (kind delete cluster)'),
    e('k3d', 3, 'a command group and its action (k3d cluster delete)'),
    e('argocd', 3, 'a command group and its action (argocd app sync)'),
    e('istioctl', 2, 'the subcommand names the action (istioctl install, istioctl uninstall)'),
    e('terraform', 2, 'the subcommand names the action (terraform plan reads, terraform apply changes)'),
    e('terraform state', 3, 'the state subcommand names the action (terraform state rm)'),
    e('terraform workspace', 3, 'the workspace subcommand names the action (terraform workspace delete)'),
    e('tofu', 2, 'the subcommand names the action (tofu apply)'),
    e('pulumi', 2, 'the subcommand names the action (pulumi up, pulumi destroy)', {
        valued: ['-C', '--cwd', '-s', '--stack', '--color', '-v', '--verbose'],
        flags: ['--non-interactive', '--emoji', '--logtostderr', '-y', '--yes'],
    }),
    e('pulumi stack', 3, 'the stack subcommand names the action (pulumi stack rm)'),
    e('pulumi config', 3, 'the config subcommand names the action (pulumi config set)'),
    e('packer', 2, 'the subcommand names the action (packer build, packer validate)'),
    e('vagrant', 2, 'the subcommand names the action (vagrant destroy)'),
    e('ansible', 1, 'its operand is the host pattern; the module is an option'),
    e('ansible-playbook', 1, 'its operands are playbooks'),
    e('aws', 3, 'a service and its operation (aws s3 rm, aws ec2 terminate-instances)', {
        valued: [
            '--profile',
            '--region',
            '--output',
            '--endpoint-url',
            '--query',
            '--cli-read-timeout',
            '--cli-connect-timeout',
            '--ca-bundle',
            '--color',
        ],
        flags: ['--debug', '--no-verify-ssl', '--no-paginate', '--no-sign-request', '--no-cli-pager', '--cli-auto-prompt'],
    }),
    e('gcloud', 3, 'a command group and its action (gcloud run deploy)', {
        valued: [
            '--project',
            '--account',
            '--configuration',
            '--verbosity',
            '--format',
            '--flags-file',
            '--impersonate-service-account',
            '--billing-project',
        ],
        flags: ['-q', '--quiet', '--log-http', '--no-user-output-enabled', '--user-output-enabled'],
    }),
    e('gcloud compute', 4, 'a resource and its action (gcloud compute instances delete)'),
    e('gcloud container', 4, 'a resource and its action (gcloud container clusters delete)'),
    e('gcloud sql', 4, 'a resource and its action (gcloud sql instances delete)'),
    e('gcloud iam', 4, 'a resource and its action (gcloud iam service-accounts create)'),
    e('az', 3, 'a command group and its action (az vm delete)', {
        valued: ['--subscription', '-o', '--output', '--query'],
        flags: ['--debug', '--verbose', '--only-show-errors', '-y', '--yes'],
    }),
    e('doctl', 3, 'a command group and its action (doctl apps create)'),
    e('eksctl', 3, 'a verb and what it acts on (eksctl delete cluster)'),
    e('heroku', 2, 'the command names the action (heroku apps:destroy)'),
    e('fly', 2, 'the subcommand names the action (fly deploy)'),
    e('flyctl', 2, 'the subcommand names the action (flyctl deploy)'),
    e('supabase', 2, 'the subcommand names the action (supabase start, supabase link)'),
    e('supabase db', 3, 'the db subcommand names the action (supabase db reset)'),
    e('vault', 2, 'the subcommand names the action (vault login, vault read)'),
    e('vault kv', 3, 'the kv subcommand names the action (vault kv delete)'),
    e('vault secrets', 3, 'the secrets subcommand names the action (vault secrets disable)'),
    e('vault token', 3, 'the token subcommand names the action (vault token revoke)'),
    e('consul', 2, 'the subcommand names the action (consul kv, consul leave)'),
    e('nomad', 2, 'the subcommand names the action (nomad job, nomad node)'),
    e('stripe', 2, 'the subcommand names the action (stripe listen, stripe trigger)'),
    e('systemctl', 2, 'the verb names the action (systemctl status reads, systemctl stop stops)', {
        valued: SYSTEMCTL_VALUED,
        flags: SYSTEMCTL_FLAGS,
    }),
    e('service', 3, 'the service and the action (service nginx restart)'),
    e('launchctl', 2, 'the subcommand names the action (launchctl load, launchctl unload)'),
    e('journalctl', 1, 'its actions are options; the program names the tool'),
    e('apt', 2, 'the subcommand names the action (apt install, apt remove)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('apt-get', 2, 'the subcommand names the action (apt-get purge)', { valued: APT_VALUED, flags: APT_FLAGS }),
    e('dnf', 2, 'the subcommand names the action (dnf install, dnf remove)'),
    e('yum', 2, 'the subcommand names the action (yum install, yum erase)'),
    e('zypper', 2, 'the subcommand names the action (zypper install, zypper remove)'),
    e('apk', 2, 'the subcommand names the action (apk add, apk del)'),
    e('pacman', 1, 'its actions are options (-S, -R); operands are packages'),
    e('brew', 2, 'the subcommand names the action (brew install, brew uninstall)', {
        flags: ['-v', '--verbose', '-d', '--debug', '-q', '--quiet', '-f', '--force'],
    }),
    e('brew services', 3, 'the services subcommand names the action (brew services stop)'),
    e('snap', 2, 'the subcommand names the action (snap install, snap remove)'),
    e('flatpak', 2, 'the subcommand names the action (flatpak install, flatpak uninstall)'),
    e('nix', 2, 'the subcommand names the action (nix build, nix develop)'),
    e('winget', 2, 'the subcommand names the action (winget install, winget uninstall)'),
    e('choco', 2, 'the subcommand names the action (choco install, choco uninstall)'),
    e('scoop', 2, 'the subcommand names the action (scoop install, scoop uninstall)'),
    e('asdf', 2, 'the subcommand names the action (asdf install, asdf uninstall)'),
    e('mise', 2, 'the subcommand names the action (mise install, mise use)'),
    e('nvm', 2, 'the subcommand names the action (nvm install, nvm use)'),
    e('volta', 2, 'the subcommand names the action (volta install, volta pin)'),
    e('tmux', 2, 'the tmux command names the action (tmux kill-server)'),
    e('openssl', 2, 'the subcommand names the action (openssl req)'),
    e('certbot', 2, 'the subcommand names the action (certbot renew, certbot revoke)'),
    e('ufw', 2, 'the subcommand names the action (ufw allow, ufw disable)'),
    e('ip', 3, 'an object and the action on it (ip link set)'),
    e('nmcli', 3, 'an object and the action on it (nmcli connection delete)'),
    e('hostnamectl', 2, 'the subcommand names the action (hostnamectl status, hostnamectl set-hostname)'),
    e('timedatectl', 2, 'the subcommand names the action (timedatectl status, timedatectl set-time)'),
    e('crontab', 1, 'its actions are options (-l reads, -r removes)'),
    e('pre-commit', 2, 'the subcommand names the action (pre-commit run, pre-commit uninstall)'),
    e('lefthook', 2, 'the subcommand names the action (lefthook install, lefthook uninstall)'),
    e('husky', 2, 'the subcommand names the action (husky install, husky uninstall)'),
    e('diffgate', 2, 'the subcommand names the action (diffgate check, diffgate uninstall)'),
    e('claude', 2, 'the subcommand names the action (claude update, claude doctor)'),
    e('claude mcp', 3, 'the mcp subcommand names the action (claude mcp add)'),
    e('ollama', 2, 'the subcommand names the action (ollama run, ollama rm)'),
    e('psql', 1, 'its actions are options (-c runs SQL); operands are connection words'),
    e('mysql', 1, 'its actions are options (-e runs SQL); operands are connection words'),
    e('sqlite3', 1, 'its operands are the database file and SQL'),
    e('mongosh', 1, 'its operand is the connection string'),
    e('redis-cli', 2, 'the Redis command is what runs (redis-cli flushall)', {
        valued: ['-h', '-p', '-a', '-n', '-u', '--user', '--pass', '-s', '-r', '-i'],
        flags: ['--tls', '--no-auth-warning', '--raw', '--no-raw', '-c', '-e', '--verbose'],
    }),
    e('dropdb', 1, 'its operand is the database to drop'),
    e('pg_dump', 1, 'its operand is the database to dump'),
    e('rm', 1, OPERANDS),
    e('cp', 1, OPERANDS),
    e('mv', 1, OPERANDS),
    e('ln', 1, OPERANDS),
    e('mkdir', 1, OPERANDS),
    e('rmdir', 1, OPERANDS),
    e('touch', 1, OPERANDS),
    e('chmod', 1, 'its operands are a mode and files'),
    e('chown', 1, 'its operands are an owner and files'),
    e('cat', 1, OPERANDS),
    e('ls', 1, OPERANDS),
    e('echo', 1, 'its operands are text to print'),
    e('printf', 1, 'its operands are a format and text'),
    e('grep', 1, 'its operands are a pattern and files'),
    e('rg', 1, 'its operands are a pattern and files'),
    e('sed', 1, 'its operands are a script and files'),
    e('awk', 1, 'its operands are a program and files'),
    e('head', 1, OPERANDS),
    e('tail', 1, OPERANDS),
    e('wc', 1, OPERANDS),
    e('sort', 1, OPERANDS),
    e('uniq', 1, OPERANDS),
    e('cut', 1, OPERANDS),
    e('tr', 1, 'its operands are character sets'),
    e('diff', 1, OPERANDS),
    e('find', 1, 'its operands are starting points and an expression'),
    e('fd', 1, 'its operands are a pattern and paths'),
    e('tree', 1, OPERANDS),
    e('du', 1, OPERANDS),
    e('df', 1, OPERANDS),
    e('stat', 1, OPERANDS),
    e('file', 1, OPERANDS),
    e('tar', 1, 'its mode is an option (-c, -x); operands are files'),
    e('zip', 1, 'its operands are the archive and files'),
    e('unzip', 1, 'its operands are the archive and files'),
    e('gzip', 1, OPERANDS),
    e('jq', 1, 'its operands are a filter and files'),
    e('yq', 1, 'its operands are an expression and files'),
    e('tee', 1, OPERANDS),
    e('dd', 1, 'its operands are key=value settings'),
    e('truncate', 1, OPERANDS),
    e('shred', 1, OPERANDS),
    e('pwd', 1, 'it takes no operands'),
    e('which', 1, 'its operands are program names'),
    e('whoami', 1, 'it takes no operands'),
    e('date', 1, 'its operand is a format'),
    e('true', 1, 'it takes no operands'),
    e('false', 1, 'it takes no operands'),
    e('test', 1, 'its operands are an expression'),
    e('[', 1, 'its operands are an expression'),
    e('sleep', 1, 'its operand is a duration'),
    e('source', 1, 'its operand is the script to read'),
    e('.', 1, 'its operand is the script to read'),
    e('curl', 1, 'its operands are URLs'),
    e('wget', 1, 'its operands are URLs'),
    e('ssh', 1, 'its operands are the host and a remote command, which runs elsewhere'),
    e('scp', 1, 'its operands are sources and a destination'),
    e('rsync', 1, 'its operands are sources and a destination'),
    e('kill', 1, 'its operands are process ids'),
    e('pkill', 1, 'its operand is a pattern'),
    e('killall', 1, 'its operands are process names'),
    e('ps', 1, 'its actions are options'),
    e('shutdown', 1, 'its operands are a time and a message'),
    e('reboot', 1, 'it takes no operands'),
    e('mount', 1, 'its operands are a device and a directory'),
    e('umount', 1, 'its operands are directories'),
    e('mkfs', 1, 'its operand is a device'),
    e('sudo', 1, WRAP, { wrapper: true }),
    e('doas', 1, WRAP, { wrapper: true }),
    e('env', 1, WRAP, { wrapper: true }),
    e('command', 1, WRAP, { wrapper: true }),
    e('builtin', 1, WRAP, { wrapper: true }),
    e('nohup', 1, WRAP, { wrapper: true }),
    e('nice', 1, WRAP, { wrapper: true }),
    e('time', 1, WRAP, { wrapper: true }),
    e('timeout', 1, WRAP, { wrapper: true }),
    e('xargs', 1, WRAP, { wrapper: true }),
    e('exec', 1, WRAP, { wrapper: true }),
    e('stdbuf', 1, WRAP, { wrapper: true }),
    e('ionice', 1, WRAP, { wrapper: true }),
    e('chrt', 1, WRAP, { wrapper: true }),
    e('flock', 1, WRAP, { wrapper: true }),
];
const BY_PREFIX = new Map(exports.ARITY.map((entry) => [entry.prefix, entry]));
const REFINED = new Set(exports.ARITY.flatMap((entry) => {
    const words = entry.prefix.split(' ');
    return words.slice(1).map((_, i) => words.slice(0, i + 1).join(' '));
}));
function arityEntry(prefix) {
    return BY_PREFIX.get(prefix);
}
function isRefined(prefix) {
    return REFINED.has(prefix);
}
exports.WRAPPERS = new Set(exports.ARITY.filter((x) => x.wrapper).map((x) => x.prefix));


/***/ }),

/***/ 3681:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.known = known;
exports.written = written;
exports.candidates = candidates;
exports.show = show;
exports.programName = programName;
function known(word) {
    return typeof word === 'string' ? word : undefined;
}
function written(word) {
    if (typeof word === 'string')
        return word;
    if (word && typeof word === 'object' && 'glob' in word)
        return word.glob;
    return undefined;
}
function candidates(word) {
    if (typeof word === 'string')
        return [word];
    if (word && typeof word === 'object' && 'oneOf' in word)
        return word.oneOf;
    return undefined;
}
function show(word) {
    if (typeof word === 'string')
        return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : JSON.stringify(word);
    if (word === null)
        return '?';
    if ('glob' in word)
        return word.glob;
    return `{${word.oneOf.join(',')}}`;
}
function programName(text) {
    return text.slice(text.lastIndexOf('/') + 1);
}


/***/ }),

/***/ 9312:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.compileCommandPattern = compileCommandPattern;
exports.matchPattern = matchPattern;
const command_js_1 = __webpack_require__(5078);
const argWord_js_1 = __webpack_require__(3681);
const arity_js_1 = __webpack_require__(5164);
const longOptions_js_1 = __webpack_require__(6677);
const npmCommands_js_1 = __webpack_require__(4026);
function compileCommandPattern(text) {
    const tokens = text.split(/\s+/).filter((x) => x !== '');
    const positional = [];
    const flags = [];
    if (tokens.length === 0)
        return { error: command_js_1.commandText.pattern.empty() };
    if (tokens[0].startsWith('-'))
        return { error: command_js_1.commandText.pattern.startsWithFlag(tokens[0]) };
    for (const token of tokens) {
        const alternatives = token.split('|');
        if (alternatives.some((a) => a === ''))
            return { error: command_js_1.commandText.pattern.emptyAlternative(token) };
        if (token.startsWith('-')) {
            if (!alternatives.every((a) => a.startsWith('-') && a.length > 1))
                return { error: command_js_1.commandText.pattern.mixedFlag(token) };
            if (alternatives.some((a) => a.includes('=')))
                return { error: command_js_1.commandText.pattern.flagValue(token) };
            flags.push(alternatives.map((a) => ({
                exact: a,
                letters: !a.startsWith('--') && a.length > 2 ? [...a.slice(1)].map((l) => `-${l}`) : [],
            })));
            continue;
        }
        if (token === '*') {
            positional.push(null);
            continue;
        }
        if (alternatives.some((a) => a.startsWith('-')))
            return { error: command_js_1.commandText.pattern.mixedFlag(token) };
        if (alternatives.some((a) => a.includes('*')))
            return { error: command_js_1.commandText.pattern.partialStar(token) };
        if (positional.length === 0 && alternatives.some((a) => a.includes('/')))
            return { error: command_js_1.commandText.pattern.programPath(token) };
        positional.push(alternatives);
    }
    if (positional.length > 1 && positional[0]?.length === 1 && positional[0][0] === 'npm' && positional[1])
        positional[1] = positional[1].map((w) => (0, npmCommands_js_1.npmCommand)(w) ?? w);
    const programs = positional[0] ?? [];
    const wrapper = programs.some((p) => arity_js_1.WRAPPERS.has(p));
    if (wrapper && (positional.length > 1 || flags.length > 0 || !programs.every((p) => arity_js_1.WRAPPERS.has(p)))) {
        return { error: command_js_1.commandText.pattern.wrapper(programs.filter((p) => arity_js_1.WRAPPERS.has(p)).join(', ')) };
    }
    const fit = fitsPrefix(positional);
    if (!fit.ok)
        return { error: command_js_1.commandText.pattern.tooManyWords(text, positional.length, fit.prefix, fit.arity) };
    return { text, positional, flags, wrapper };
}
function fitsPrefix(tokens) {
    let widest = { prefix: '', arity: 0 };
    const walk = (words, arity) => {
        const k = words.length;
        if (k > 0 && arity >= widest.arity)
            widest = { prefix: words.join(' ').replace(/\0/g, '*'), arity };
        if (k === tokens.length)
            return true;
        const complete = k > 0 && k >= arity;
        if (complete && !(0, arity_js_1.isRefined)(words.join(' ')))
            return false;
        const token = tokens[k];
        const choices = token === null ? [...nextWords(words), ...(complete ? [] : ['\0'])] : token;
        return choices.some((word) => {
            const next = [...words, word];
            const entry = word === '\0' ? undefined : (0, arity_js_1.arityEntry)(next.join(' '));
            if (complete && !entry)
                return false;
            return walk(next, entry ? entry.arity : k === 0 ? 1 : arity);
        });
    };
    const ok = walk([], 1);
    return { ok, ...widest };
}
function nextWords(words) {
    const head = words.join(' ');
    const out = new Set();
    for (const entry of arity_js_1.ARITY) {
        const parts = entry.prefix.split(' ');
        if (parts.length === words.length + 1 && (words.length === 0 || entry.prefix.startsWith(`${head} `)))
            out.add(parts[words.length]);
    }
    return [...out];
}
function matchPattern(pattern, facts) {
    if (pattern.wrapper) {
        const names = pattern.positional[0];
        const own = facts.canonical.prefixes[0]?.[0];
        return facts.via.some((v) => names.includes(v)) || (typeof own === 'string' && names.includes(own)) ? 'yes' : 'no';
    }
    let words = best(facts.canonical.prefixes.map((p) => matchWords(pattern.positional, p)));
    if (words !== 'yes' && facts.canonical.alternates.length > 0) {
        const other = best(facts.canonical.alternates.map((p) => matchWords(pattern.positional, p)));
        if (other !== 'no')
            words = 'maybe';
    }
    if (words === 'no')
        return 'no';
    let result = words;
    const options = optionsTable(facts.canonical);
    const present = facts.flags.present;
    for (const token of pattern.flags) {
        const has = token.some((alt) => present.has(alt.exact) ||
            (alt.letters.length === 0 && (0, longOptions_js_1.hasFlag)(present, alt.exact, options)) ||
            (alt.letters.length > 0 && alt.letters.every((l) => (0, longOptions_js_1.hasFlag)(present, l, options))));
        if (has)
            continue;
        if (!facts.flags.uncertain)
            return 'no';
        result = 'maybe';
    }
    return result;
}
function optionsTable(canonical) {
    const words = canonical.prefixes[0] ?? [];
    const head = words.slice(0, 2);
    if (head.length < 2 || !head.every((w) => typeof w === 'string'))
        return undefined;
    return (0, longOptions_js_1.optionsOf)(head.join(' '));
}
function best(matches) {
    if (matches.includes('yes'))
        return 'yes';
    if (matches.includes('maybe'))
        return 'maybe';
    return 'no';
}
function matchWords(tokens, words) {
    let result = 'yes';
    for (let k = 0; k < tokens.length; k++) {
        if (k >= words.length)
            return 'no';
        const token = tokens[k];
        if (token === null)
            continue;
        const texts = (0, argWord_js_1.candidates)(words[k]);
        if (texts === undefined) {
            result = 'maybe';
            continue;
        }
        const hits = texts.filter((x) => token.includes(x)).length;
        if (hits === 0)
            return 'no';
        if (hits < texts.length)
            result = 'maybe';
    }
    return result;
}


/***/ }),

/***/ 3749:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commandRules = commandRules;
exports.commandPatternError = commandPatternError;
exports.namedPrograms = namedPrograms;
const commandPattern_js_1 = __webpack_require__(9312);
const DECISIONS = {
    'command-allow': 'allow',
    'command-ask': 'ask',
    'command-deny': 'deny',
};
function commandRules(rules) {
    const out = [];
    const errors = [];
    for (const rule of rules) {
        const decision = DECISIONS[rule.kind];
        if (!decision)
            continue;
        const pattern = (0, commandPattern_js_1.compileCommandPattern)(rule.pattern);
        if ('error' in pattern)
            errors.push({ file: rule.file, line: rule.line, column: rule.kind.length + 2, message: pattern.error });
        else
            out.push({ decision, pattern, rule });
    }
    return { rules: out, errors };
}
function commandPatternError(pattern) {
    const compiled = (0, commandPattern_js_1.compileCommandPattern)(pattern);
    return 'error' in compiled ? compiled.error : undefined;
}
function namedPrograms(rules) {
    const names = new Set();
    for (const r of rules) {
        const first = r.pattern.positional[0];
        if (first === null || first === undefined)
            return 'any';
        for (const name of first)
            names.add(name);
    }
    return names;
}


/***/ }),

/***/ 6677:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.optionsOf = optionsOf;
exports.longOptionsOf = longOptionsOf;
exports.hasFlag = hasFlag;
exports.standsFor = standsFor;
const TABLE = {
    'git push': 'all atomic delete/d dry-run/n exec follow-tags force-if-includes force-with-lease force/f ipv4/4 ipv6/6 mirror no-verify porcelain progress prune push-option/o quiet/q receive-pack recurse-submodules repo set-upstream/u signed tags thin verbose/v',
    'git reset': 'hard intent-to-add/N keep merge mixed no-refresh patch/p pathspec-file-nul pathspec-from-file quiet/q recurse-submodules soft',
    'git clean': 'dry-run/n exclude/e force/f interactive/i quiet/q',
    'git commit': 'ahead-behind all/a amend author branch cleanup date dry-run edit/e file/F fixup gpg-sign/S include/i interactive long message/m no-post-rewrite no-verify/n null/z only/o patch/p pathspec-file-nul pathspec-from-file porcelain quiet/q reedit-message/c reset-author reuse-message/C short signoff/s squash status template/t trailer untracked-files/u verbose/v',
    'git checkout': 'conflict detach/d force/f guess ignore-other-worktrees ignore-skip-worktree-bits merge/m orphan ours/2 overlay overwrite-ignore patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules theirs/3 track/t',
    'git restore': 'conflict ignore-skip-worktree-bits ignore-unmerged merge/m ours/2 overlay patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules source/s staged/S theirs/3 worktree/W',
    'git switch': 'conflict create/c detach/d discard-changes force-create/C force/f guess ignore-other-worktrees merge/m orphan overwrite-ignore progress quiet/q recurse-submodules track/t',
    'git rebase': 'abort apply autosquash autostash committer-date-is-author-date continue edit-todo empty exec/x force-rebase/f fork-point gpg-sign/S ignore-whitespace interactive/i keep-base merge/m no-ff no-stat/n no-verify onto quiet/q quit reapply-cherry-picks rebase-merges/r rerere-autoupdate reschedule-failed-exec reset-author-date root show-current-patch signoff skip strategy-option/X strategy/s update-refs verbose/v whitespace',
    'git branch': 'abbrev all/a color column contains copy/c create-reflog delete/d edit-description force/f format ignore-case/i list/l merged move/m no-contains no-merged points-at quiet/q recurse-submodules remotes/r set-upstream-to/u show-current sort track/t unset-upstream verbose/v',
    'git tag': 'annotate/a cleanup color column contains create-reflog delete/d edit/e file/F force/f format ignore-case/i list/l local-user/u merged message/m no-contains no-merged points-at sign/s sort verify/v',
    'git merge': 'abort allow-unrelated-histories autostash cleanup commit continue edit/e ff ff-only file/F gpg-sign/S into-name log message/m no-verify overwrite-ignore progress quiet/q quit rerere-autoupdate signoff squash stat strategy-option/X strategy/s summary verbose/v verify-signatures',
    'git pull': 'all allow-unrelated-histories append/a autostash cleanup commit deepen depth dry-run edit ff ff-only force/f gpg-sign/S ipv4/4 ipv6/6 jobs/j keep/k log negotiation-tip progress prune/p quiet/q rebase/r recurse-submodules refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates signoff squash stat strategy-option/X strategy/s tags/t unshallow update-shallow upload-pack verbose/v verify verify-signatures',
    'git fetch': 'all append/a atomic auto-gc auto-maintenance deepen depth dry-run filter force/f ipv4/4 ipv6/6 jobs/j keep/k multiple/m negotiate-only negotiation-tip prefetch progress prune-tags/P prune/p quiet/q recurse-submodules refetch refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates stdin tags/t unshallow update-head-ok/u update-shallow upload-pack verbose/v write-commit-graph write-fetch-head',
    'git rm': 'cached dry-run/n force/f ignore-unmatch pathspec-file-nul pathspec-from-file quiet/q sparse',
    'git update-index': 'add again/g assume-unchanged cacheinfo chmod clear-resolve-undo force-remove force-untracked-cache force-write-index fsmonitor fsmonitor-valid ignore-missing ignore-skip-worktree-entries ignore-submodules index-info index-version info-only no-assume-unchanged no-fsmonitor-valid no-skip-worktree really-refresh refresh remove replace skip-worktree split-index stdin test-untracked-cache unmerged unresolve untracked-cache verbose',
    'git update-ref': 'create-reflog no-deref stdin',
    'git gc': 'aggressive auto cruft force keep-largest-pack prune quiet/q',
    'git cherry-pick': 'abort allow-empty allow-empty-message cleanup continue edit/e ff gpg-sign/S keep-redundant-commits mainline/m no-commit/n quit rerere-autoupdate signoff/s skip strategy strategy-option/X',
    'git revert': 'abort cleanup continue edit/e gpg-sign/S mainline/m no-commit/n quit reference rerere-autoupdate signoff/s skip strategy strategy-option/X',
    'git am': '3way/3 abort allow-empty committer-date-is-author-date continue directory empty exclude gpg-sign/S ignore-date ignore-space-change ignore-whitespace include interactive/i keep-cr keep-non-patch keep/k message-id/m no-keep-cr patch-format quiet/q quit quoted-cr reject rerere-autoupdate resolved/r resolvemsg scissors/c show-current-patch signoff/s skip utf8/u whitespace',
    'git apply': '3way/3 allow-empty allow-overlap apply build-fake-ancestor cached check directory exclude ignore-space-change ignore-whitespace inaccurate-eof include index intent-to-add/N no-add numstat quiet/q recount reject reverse/R stat summary unidiff-zero unsafe-paths verbose/v whitespace',
    'git add': 'all/A chmod dry-run/n edit/e force/f ignore-errors ignore-missing ignore-removal intent-to-add/N interactive/i patch/p pathspec-file-nul pathspec-from-file refresh renormalize sparse update/u verbose/v',
    'git mv': 'dry-run/n force/f sparse verbose/v',
    'git config': 'add blob bool bool-or-int bool-or-str default edit/e expiry-date file/f fixed-value get get-all get-color get-colorbool get-regexp get-urlmatch global includes int list/l local name-only null/z path remove-section rename-section replace-all show-origin show-scope system type/t unset unset-all worktree',
    'git clone': 'also-filter-submodules bare branch/b bundle-uri config/c depth dissociate filter ipv4/4 ipv6/6 jobs/j local/l mirror no-checkout/n no-hardlinks no-tags origin/o progress quiet/q recurse-submodules recursive reference reference-if-able reject-shallow remote-submodules separate-git-dir server-option shallow-exclude shallow-since shallow-submodules shared/s single-branch sparse template upload-pack/u verbose/v',
    'git replace': 'convert-graft-file delete/d edit/e force/f format graft/g list/l raw',
    'git symbolic-ref': 'delete/d quiet/q recurse short',
    'git stash': 'all/a include-untracked/u index keep-index/k message/m no-keep-index only-untracked patch/p pathspec-file-nul pathspec-from-file quiet/q staged/S',
};
const BY_PREFIX = new Map(Object.entries(TABLE).map(([prefix, names]) => {
    const long = new Set();
    const short = new Map();
    for (const entry of names.split(' ')) {
        const [name, letter] = entry.split('/');
        long.add(`--${name}`);
        if (letter) {
            short.set(`--${name}`, `-${letter}`);
            short.set(`-${letter}`, `--${name}`);
        }
    }
    return [prefix, { long, short }];
}));
function optionsOf(prefix) {
    return BY_PREFIX.get(prefix);
}
function longOptionsOf(prefix) {
    return BY_PREFIX.get(prefix)?.long;
}
function hasFlag(present, flag, options) {
    const written = [...present].filter((f) => f.startsWith('--'));
    const long = (name) => written.some((w) => standsFor(w, name, options?.long));
    if (flag.startsWith('--')) {
        const letter = options?.short.get(flag);
        return long(flag) || (letter !== undefined && present.has(letter));
    }
    if (present.has(flag))
        return true;
    const name = options?.short.get(flag);
    return name !== undefined && long(name);
}
function standsFor(word, flag, options) {
    if (word === flag)
        return true;
    if (!word.startsWith('--') || !flag.startsWith('--') || word.length < 3)
        return false;
    if (!flag.startsWith(word))
        return false;
    return !(options?.has(word) ?? false);
}


/***/ }),

/***/ 4026:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.npmCommand = npmCommand;
exports.npmCommandAt = npmCommandAt;
exports.npmExpanded = npmExpanded;
const argWord_js_1 = __webpack_require__(3681);
const COMMANDS = 'access adduser approve-scripts audit bugs cache ci completion config dedupe deny-scripts deprecate diff dist-tag docs doctor edit exec explain explore find-dupes fund get help help-search init install install-ci-test install-scripts install-test link ll login logout ls org outdated owner pack ping pkg prefix profile prune publish query rebuild repo restart root run sbom search set shrinkwrap stage star stars start stop team test token trust undeprecate uninstall unpublish unstar update version view whoami'.split(' ');
const ALIASES = {
    author: 'owner',
    home: 'docs',
    issues: 'bugs',
    info: 'view',
    show: 'view',
    find: 'search',
    add: 'install',
    unlink: 'uninstall',
    remove: 'uninstall',
    rm: 'uninstall',
    r: 'uninstall',
    un: 'uninstall',
    rb: 'rebuild',
    list: 'ls',
    ln: 'link',
    create: 'init',
    i: 'install',
    it: 'install-test',
    cit: 'install-ci-test',
    u: 'update',
    up: 'update',
    c: 'config',
    s: 'search',
    se: 'search',
    tst: 'test',
    t: 'test',
    ddp: 'dedupe',
    v: 'view',
    'run-script': 'run',
    'clean-install': 'ci',
    'clean-install-test': 'install-ci-test',
    x: 'exec',
    why: 'explain',
    la: 'll',
    verison: 'version',
    ic: 'ci',
    innit: 'init',
    in: 'install',
    ins: 'install',
    inst: 'install',
    insta: 'install',
    instal: 'install',
    isnt: 'install',
    isnta: 'install',
    isntal: 'install',
    isntall: 'install',
    'install-clean': 'ci',
    'isntall-clean': 'ci',
    hlep: 'help',
    'dist-tags': 'dist-tag',
    upgrade: 'update',
    udpate: 'update',
    rum: 'run',
    sit: 'install-ci-test',
    urn: 'run',
    ogr: 'org',
    'add-user': 'adduser',
};
const NAMES = [...COMMANDS, ...Object.keys(ALIASES)];
function npmCommand(word) {
    const c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
    if (COMMANDS.includes(c))
        return c;
    if (Object.hasOwn(ALIASES, c))
        return ALIASES[c];
    if (c === '')
        return undefined;
    const full = NAMES.filter((n) => n.startsWith(c));
    let a = full.length === 1 ? full[0] : undefined;
    while (a !== undefined && Object.hasOwn(ALIASES, a))
        a = ALIASES[a];
    return a;
}
const VALUED = new Set([
    '-w',
    '--workspace',
    '--prefix',
    '-C',
    '--userconfig',
    '--globalconfig',
    '--cache',
    '--registry',
    '--loglevel',
    '--script-shell',
]);
function npmCommandAt(texts) {
    for (let i = 1; i < texts.length; i++) {
        const text = texts[i];
        if (text === undefined || text === '--')
            return -1;
        if (!text.startsWith('-'))
            return i;
        if (VALUED.has(text))
            i++;
    }
    return -1;
}
function npmExpanded(argv) {
    const program = (0, argWord_js_1.known)(argv[0]);
    if (program === undefined || (0, argWord_js_1.programName)(program) !== 'npm')
        return argv;
    const i = npmCommandAt(argv.map(argWord_js_1.known));
    if (i === -1)
        return argv;
    const command = npmCommand((0, argWord_js_1.known)(argv[i]));
    if (command === undefined || command === (0, argWord_js_1.known)(argv[i]))
        return argv;
    return [...argv.slice(0, i), command, ...argv.slice(i + 1)];
}


/***/ })

};
