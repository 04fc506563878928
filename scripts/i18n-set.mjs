// Replaces one top-level namespace of public/locales/{de,en}.json with the given JSON files, in
// one quick read-merge-write per file, so several people can work on separate namespaces at once.
// Usage: node scripts/i18n-set.mjs <namespace> <de-fragment.json> <en-fragment.json>
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [namespace, deFile, enFile] = process.argv.slice(2);
if (!namespace || !deFile || !enFile) {
  console.error('usage: node scripts/i18n-set.mjs <namespace> <de.json> <en.json>');
  process.exit(2);
}
for (const [lang, file] of [
  ['de', deFile],
  ['en', enFile],
]) {
  const fragment = JSON.parse(readFileSync(file, 'utf8'));
  const target = `public/locales/${lang}.json`;
  const all = JSON.parse(readFileSync(target, 'utf8'));
  all[namespace] = fragment;
  const sorted = Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((key) => [key, all[key]]),
  );
  writeFileSync(`${target}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
}
console.log(`namespace ${namespace} written to de.json and en.json`);
