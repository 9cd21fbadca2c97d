import fs from 'node:fs';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for the code of a page the browser draws, so that code
 * starts downloading with the HTML instead of after the app's own script asks for it.
 *
 * `modules` are source files as the web build names them (e.g.
 * `src/features/properties/components/property-detail-page.tsx`); each brings its chunk and
 * the chunks it imports. Files the page already names (the template's own script and
 * preloads) and modules the build does not know are left out. Returns '' without a manifest.
 */
export function createModulePreloads(
  manifestFile: string,
  template: string,
): (modules: readonly string[]) => string {
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

  const files = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
  };

  return (modules) => {
    const seen = new Set<string>();
    return modules
      .flatMap((module) => files(module, seen))
      .map((file) => `/${file}`)
      .filter((href) => !template.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
  };
}
