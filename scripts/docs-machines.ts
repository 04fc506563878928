/**
 * `npm run docs:machines`: writes docs/machines/<name>.md, a Mermaid stateDiagram-v2 plus state
 * and transition tables, for every machines/*.machine.ts. The output is deterministic so that
 * tests/unit/machine-docs.test.ts can regenerate it in memory and fail on a stale diagram.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  buildModel,
  machineFromModule,
  machineNameFromPath,
  type MachineModel,
  type ModelTransition,
} from '../tests/paths/runner/machine-model';

export const repoRoot = resolve(import.meta.dirname, '..');
export const machinesDir = join(repoRoot, 'machines');
export const docsDir = join(repoRoot, 'docs', 'machines');

export interface LoadedMachine {
  name: string;
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

export function machineFiles(dir = machinesDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.machine\.ts$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

export async function loadMachines(dir = machinesDir): Promise<LoadedMachine[]> {
  const loaded: LoadedMachine[] = [];
  for (const file of machineFiles(dir)) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const found = machineFromModule(mod);
    if (!found) throw new Error(`${relative(repoRoot, file)} exports no state machine`);
    loaded.push({ name: machineNameFromPath(file), file, ...found });
  }
  return loaded;
}

/* ---------- Mermaid ---------- */

function createIds() {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  return (node: AnyStateNode): string => {
    const known = ids.get(node.id);
    if (known) return known;
    const base = node.id.replace(/[^A-Za-z0-9_]/g, '_');
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node.id, id);
    return id;
  };
}

/** Mermaid treats `;` as a statement end and `#` as an entity start; keep labels literal. */
function escapeLabel(text: string): string {
  return text.replace(/#/g, '#35;').replace(/;/g, '#59;').replace(/"/g, '#quot;');
}

function routePath(node: AnyStateNode): string | undefined {
  const meta = node.meta as { path?: unknown } | undefined;
  return typeof meta?.path === 'string' ? meta.path : undefined;
}

function displayName(node: AnyStateNode): string {
  const path = routePath(node);
  return path !== undefined ? `${node.key} · /${path}` : node.key;
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) list.unshift(n);
  return list;
}

/** The compound node in whose block a transition is declared: the sources' and targets' common parent. */
function scopeOf(t: ModelTransition): AnyStateNode {
  const [first, ...rest] = [t.source, ...t.targets].map((n) => ancestors(n.parent ?? n));
  let scope = t.source.machine.root as AnyStateNode;
  for (const [depth, candidate] of (first ?? []).entries()) {
    if (rest.some((c) => c[depth] !== candidate)) break;
    scope = candidate;
  }
  return scope;
}

function transitionLabel(t: ModelTransition): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  const internal = t.targets.length === 0 ? ' (internal)' : '';
  return escapeLabel(`${t.label}${guard}${internal}`);
}

export function renderMermaid(model: MachineModel): string {
  const idOf = createIds();
  const root = model.machine.root as AnyStateNode;
  const lines: string[] = ['stateDiagram-v2'];
  const byScope = new Map<AnyStateNode, ModelTransition[]>();
  const rootLevel: ModelTransition[] = [];
  for (const t of model.transitions) {
    if (t.source === root) {
      if (t.kind !== 'route') rootLevel.push(t);
      continue;
    }
    const scope = scopeOf(t);
    byScope.set(scope, [...(byScope.get(scope) ?? []), t]);
  }

  const emitTransitions = (scope: AnyStateNode, indent: string) => {
    for (const t of byScope.get(scope) ?? []) {
      const from = idOf(t.source);
      const targets = t.targets.length ? t.targets : [t.source];
      for (const target of targets)
        lines.push(`${indent}${from} --> ${idOf(target)} : ${transitionLabel(t)}`);
    }
  };

  const emitChildren = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    if (node.type === 'compound' && node.initial?.target?.length) {
      for (const target of node.initial.target as AnyStateNode[])
        lines.push(`${indent}[*] --> ${idOf(target)}`);
    }
    children.forEach((child, i) => {
      if (node.type === 'parallel' && i > 0) lines.push(`${indent}--`);
      emitState(child, indent);
    });
    for (const child of children)
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    emitTransitions(node, indent);
  };

  const emitState = (node: AnyStateNode, indent: string) => {
    const id = idOf(node);
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    if (children.length) {
      lines.push(`${indent}state "${escapeLabel(displayName(node))}" as ${id} {`);
      emitChildren(node, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${escapeLabel(displayName(node))}" as ${id}`);
      for (const inv of node.invoke)
        lines.push(`${indent}${id} : invoke ${escapeLabel(invokeName(inv))}`);
    }
  };

  emitChildren(root, '  ');
  if (rootLevel.length) {
    // Transitions on the root apply in every state; draw them from one stand-in node.
    lines.push('  state "(any state)" as any_state');
    for (const t of rootLevel) {
      const targets = t.targets.length ? t.targets : [];
      if (!targets.length) lines.push(`  any_state --> any_state : ${transitionLabel(t)}`);
      for (const target of targets)
        lines.push(`  any_state --> ${idOf(target)} : ${transitionLabel(t)}`);
    }
  }
  return lines.join('\n');
}

function invokeName(inv: { src: unknown; id: string }): string {
  return typeof inv.src === 'string' && !inv.src.startsWith('xstate.invoke.') ? inv.src : inv.id;
}

/* ---------- Markdown ---------- */

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function stateRef(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

export function renderMachineDoc(loaded: LoadedMachine): string {
  const model = buildModel(loaded.machine);
  const rel = relative(repoRoot, loaded.file).split('\\').join('/');
  const out: string[] = [];
  out.push(`# ${loaded.name} (\`${loaded.exportName}\`)`);
  out.push('');
  out.push(
    `Generated by \`npm run docs:machines\` from \`${rel}\`; do not edit by hand. ` +
      `${model.states.length} states, ${model.transitions.length} transitions.`,
  );
  out.push('');
  out.push('```mermaid');
  out.push(renderMermaid(model));
  out.push('```');
  out.push('');
  out.push('## States');
  out.push('');
  out.push('| state | id | type | route | invokes | tags |');
  out.push('| --- | --- | --- | --- | --- | --- |');
  for (const s of model.states) {
    const route = s.config.route ? `/${routePath(s) ?? ''}` : '';
    const invokes = s.invoke.map(invokeName).join(', ');
    out.push(
      `| ${cell(stateRef(s))} | \`#${cell(s.id)}\` | ${s.type} | ${cell(route)} | ${cell(invokes)} | ${cell(s.tags.join(', '))} |`,
    );
  }
  out.push('');
  out.push('## Transitions');
  out.push('');
  out.push('| from | event | guard | to |');
  out.push('| --- | --- | --- | --- |');
  for (const t of model.transitions) {
    const to = t.targets.length ? t.targets.map(stateRef).join(', ') : '(stays, internal)';
    const from = t.source === loaded.machine.root ? '(any state)' : stateRef(t.source);
    out.push(`| ${cell(from)} | \`${cell(t.label)}\` | ${cell(t.guard ?? '')} | ${cell(to)} |`);
  }
  out.push('');
  return out.join('\n');
}

export function renderIndex(machines: LoadedMachine[]): string {
  const out = [
    '# State machines',
    '',
    'Generated by `npm run docs:machines`; do not edit by hand.',
    '',
  ];
  if (!machines.length) out.push('No machines in `machines/` yet.');
  for (const m of machines) out.push(`- [${m.name}](./${m.name}.md) — \`${m.exportName}\``);
  out.push('');
  return out.join('\n');
}

/** Every file docs/machines/ should contain, by file name. */
export async function renderAll(dir = machinesDir): Promise<Map<string, string>> {
  const machines = await loadMachines(dir);
  const files = new Map<string, string>([['README.md', renderIndex(machines)]]);
  for (const m of machines) files.set(`${m.name}.md`, renderMachineDoc(m));
  return files;
}

async function main() {
  const files = await renderAll();
  mkdirSync(docsDir, { recursive: true });
  for (const old of readdirSync(docsDir)) {
    if (old.endsWith('.md') && !files.has(old)) rmSync(join(docsDir, old));
  }
  for (const [name, text] of files) {
    const path = join(docsDir, name);
    const before = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (before !== text) writeFileSync(path, text);
    console.log(`${before === text ? 'unchanged' : 'wrote    '} docs/machines/${name}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
