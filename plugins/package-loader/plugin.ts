/**
 * The package loader plugin (seeds 001 §5, §7): loads the scripts of npm packages from a package
 * CDN, by name and version — `{cdnBase}/{name}@{version}` (plus `/{path}` for a file other than
 * the package's default one) — one after another in the listed order, so a package can use the
 * ones before it. The default CDN is jsDelivr; any base serving that layout works (unpkg, a
 * mirror of your own, the site's `/assets/...`).
 *
 * Loading starts with the page and never holds it up. A script that cannot load stops the ones
 * after it (they may need it) and is a clear error: logged, and published in `error`.
 */
import { definePlugin } from '../define.ts';
import { isPlainObject } from '@shared/values/index.ts';
import { originsOf } from '../content-sources.ts';
import { label } from '@shared/i18n/label.ts';

export const DEFAULT_PACKAGE_CDN = 'https://cdn.jsdelivr.net/npm';

export const PACKAGE_MESSAGES = {
  noPackages: 'The packages must be a list of { name, version }.',
  needsNameAndVersion: (position: number) => `Package ${position} needs a name and a version.`,
  loadFailed: (spec: string, url: string) => `Failed to load package ${spec} from ${url}`,
} as const;

export interface PackageSpec {
  name: string;
  version: string;
  /** A file of the package (`dist/confetti.browser.min.js`); default: the package's own. */
  path?: string;
}

const textField = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The packages of the setting, and a message per package missing its name or version. */
export function readPackages(value: unknown): { packages: PackageSpec[]; problems: string[] } {
  if (value === undefined || value === null) return { packages: [], problems: [] };
  if (!Array.isArray(value)) return { packages: [], problems: [PACKAGE_MESSAGES.noPackages] };
  const packages: PackageSpec[] = [];
  const problems: string[] = [];
  value.forEach((item: unknown, index) => {
    const entry = isPlainObject(item) ? item : {};
    const name = textField(entry.name);
    const version = textField(entry.version);
    if (!name || !version) {
      problems.push(PACKAGE_MESSAGES.needsNameAndVersion(index + 1));
      return;
    }
    const path = textField(entry.path).replace(/^\/+/, '');
    packages.push(path ? { name, version, path } : { name, version });
  });
  return { packages, problems };
}

/** `{base}/{name}@{version}[/{path}]`; scoped names keep their `@scope/`. */
export function packageUrl(base: string, spec: PackageSpec): string {
  const root = `${base.replace(/\/+$/, '')}/${spec.name}@${encodeURIComponent(spec.version)}`;
  return spec.path ? `${root}/${spec.path}` : root;
}

/** Adds `<script src=url>` (not async: in order) and resolves once it ran. */
function addScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = false;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(url)));
    document.head.appendChild(script);
  });
}

/**
 * Loads the packages one after another; calls `loaded` after each. Rejects with
 * 'Failed to load package {name}@{version} from {url}' at the first that cannot load.
 */
export async function loadPackages(
  base: string,
  packages: readonly PackageSpec[],
  loaded: (spec: string) => void,
  load: (url: string) => Promise<void> = addScript,
): Promise<void> {
  for (const spec of packages) {
    const url = packageUrl(base, spec);
    const name = `${spec.name}@${spec.version}`;
    try {
      await load(url);
    } catch {
      throw new Error(PACKAGE_MESSAGES.loadFailed(name, url));
    }
    loaded(name);
  }
}

export const packageLoaderPlugin = definePlugin({
  id: 'package-loader',
  label: label('Package loader', 'Chargeur de paquets'),
  settings: {
    public: {
      packages: {
        type: 'json',
        label: label('Packages ({ name, version, path? })', 'Paquets ({ name, version, path? })'),
        default: [],
      },
      cdnBase: {
        type: 'text',
        label: label('Package CDN', 'CDN des paquets'),
        default: DEFAULT_PACKAGE_CDN,
      },
    },
    private: {},
  },
  variables: {
    loadedPackages: {
      type: 'array',
      label: label('Packages loaded (name@version)', 'Paquets chargés (nom@version)'),
      default: [],
    },
    isLoaded: {
      type: 'boolean',
      label: label('Every package loaded', 'Tous les paquets chargés'),
      default: false,
    },
    error: { type: 'string', label: label('Loading error', 'Erreur de chargement'), default: '' },
  },
  actions: {},
  // Packages load from the CDN and may fetch their own files (styles, fonts, data) from it.
  contentSources(settings) {
    const cdn = originsOf(settings['cdnBase'] ?? DEFAULT_PACKAGE_CDN);
    return { script: cdn, connect: cdn, style: cdn, font: cdn };
  },
  validate: (publicSettings) => readPackages(publicSettings.packages).problems,
  init(api) {
    const { packages, problems } = readPackages(api.settings.packages);
    for (const problem of problems) api.log.error(problem);
    const done: string[] = [];
    // Not awaited: the page and the other plugins start while the scripts load.
    void loadPackages(api.settings.cdnBase, packages, (name) => {
      done.push(name);
      api.setVariable('loadedPackages', [...done]);
    }).then(
      () => api.setVariable('isLoaded', problems.length === 0),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        api.log.error(message);
        api.setVariable('error', message);
      },
    );
  },
});
