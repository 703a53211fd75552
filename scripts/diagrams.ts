// `npm run diagrams`: a Mermaid stateDiagram-v2 of every statechart in src/machines, generated from
// the definitions into docs/diagrams/ (docs/testers-toolkit.md, "Diagrams"). `--check` fails when
// the committed files differ from what the definitions give.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventTypeLabel, listStates, listTransitions } from '../tests/model/support/definition.ts';
import { discoverMachines, type FoundMachine } from '../tests/model/support/machines.ts';

const DIR = 'docs/diagrams';
const INDEX = 'README.md';

/** `auth.warning.visible` -> `warning_visible` (Mermaid ids are plain words). */
const idOf = (node: AnyStateNode) => node.path.join('_');

function duration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function delayLabel(machine: AnyStateMachine, name: string): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const value = /^\d+$/.test(name) ? Number(name) : delays[name];
  if (typeof value === 'number')
    return /^\d+$/.test(name) ? `after ${duration(value)}` : `after ${name} (${duration(value)})`;
  return `after ${name}`;
}

function guardText(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: string; guards?: unknown[]; name?: string };
  if (typeof guard === 'function' && g.guards) {
    if (g.name === 'not') return `not ${guardText(g.guards[0])}`;
    if (g.name === 'and') return g.guards.map(guardText).join(' and ');
    if (g.name === 'or') return g.guards.map(guardText).join(' or ');
  }
  if (typeof g.type === 'string') return g.type;
  return 'inline guard';
}

function actionNames(t: AnyTransitionDefinition): string[] {
  return (t.actions as unknown[]).map((a) => {
    if (typeof a === 'string') return a;
    const named = a as { type?: string; name?: string };
    return named.type ?? named.name ?? 'action';
  });
}

/** Characters Mermaid reads as syntax inside a label. */
const clean = (text: string) =>
  text
    .replace(/[;:#{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function eventText(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  if (t.source.always?.includes(t)) return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(t.eventType);
  if (after) return delayLabel(machine, after[1]!);
  if (t.eventType.startsWith('xstate.done.state.')) return 'onDone (final state reached)';
  return eventTypeLabel(t.eventType);
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) chain.unshift(n);
  return chain;
}

interface Arrow {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
}

/** Arrows grouped by the box they are drawn in (the innermost state holding both ends). */
function arrowsByBox(machine: AnyStateMachine): Map<AnyStateNode, Arrow[]> {
  const boxes = new Map<AnyStateNode, Arrow[]>();
  const nodes = [machine.root, ...listStates(machine).map((id) => machine.getStateNodeById(id))];
  for (const node of nodes) {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of transitions) {
      const targets: readonly AnyStateNode[] = t.target?.length ? t.target : [node];
      if (!t.target?.length && t.actions.length === 0 && !t.reenter) continue; // inert
      for (const target of targets) {
        const a = ancestors(node);
        const b = ancestors(target);
        let depth = 0;
        while (depth < a.length && depth < b.length && a[depth] === b[depth]) depth += 1;
        // A self-transition is drawn inside its parent.
        const box = node === target ? (node.parent ?? node) : a[depth - 1]!;
        const from = node === target ? node : (a[depth] ?? node);
        const to = node === target ? node : (b[depth] ?? target);
        const parts = [eventText(machine, t)];
        const guard = guardText(t.guard);
        // An unguarded candidate after guarded ones is their fallback.
        const candidates =
          (t.source.always?.includes(t) ? t.source.always : t.source.transitions.get(t.eventType)) ?? [];
        const isElse = !guard && candidates.indexOf(t) > 0;
        if (guard || isElse) parts.push(`[${guard ?? 'else'}]`);
        if (from !== node) parts.push(`from ${node.path.slice(from.path.length - 1).join('.')}`);
        if (to !== target) parts.push(`→ ${target.path.slice(to.path.length - 1).join('.')}`);
        if (t.reenter) parts.push('(re-enter)');
        if (!t.target?.length) parts.push(`/ ${actionNames(t).join(', ')}`);
        const list = boxes.get(box) ?? [];
        list.push({ from, to, label: clean(parts.join(' ')) });
        boxes.set(box, list);
      }
    }
  }
  return boxes;
}

function render(found: FoundMachine): string {
  const { machine } = found;
  const boxes = arrowsByBox(machine);
  const lines: string[] = ['stateDiagram-v2'];

  const drawArrows = (box: AnyStateNode, indent: string) => {
    for (const arrow of boxes.get(box) ?? []) {
      if (arrow.from === machine.root) continue; // drawn as a note below
      lines.push(`${indent}${idOf(arrow.from)} --> ${idOf(arrow.to)}: ${arrow.label}`);
    }
  };

  const drawChildren = (parent: AnyStateNode, indent: string) => {
    const children = Object.values(parent.states) as AnyStateNode[];
    children.forEach((child, i) => {
      if (parent.type === 'parallel' && i > 0) lines.push(`${indent}--`);
      const label = child.key;
      const notes: string[] = [];
      for (const inv of child.invoke) notes.push(`invoke ${typeof inv.src === 'string' ? inv.src : inv.id}`);
      if (child.tags.length) notes.push(`tags ${child.tags.join(', ')}`);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${idOf(child)} {`);
        drawChildren(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${label}" as ${idOf(child)}`);
      }
      for (const note of notes) lines.push(`${indent}${idOf(child)} : ${clean(note)}`);
      if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`);
    });
    if (parent.type === 'compound') {
      const initial = parent.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    }
    drawArrows(parent, indent);
  };

  drawChildren(machine.root, '  ');
  const everywhere = (boxes.get(machine.root) ?? []).filter((a) => a.from === machine.root);
  if (everywhere.length) {
    const first = Object.values(machine.root.states)[0] as AnyStateNode;
    lines.push(`  note right of ${idOf(first)}`);
    lines.push('    In every state:');
    for (const a of everywhere) lines.push(`    ${a.label}${a.to === machine.root ? '' : ` → ${idOf(a.to)}`}`);
    lines.push('  end note');
  }

  const states = listStates(machine).length;
  const transitions = listTransitions(machine).length;
  return [
    `# ${found.id}`,
    '',
    `Generated by \`npm run diagrams\` from \`${found.exportName}\` in [${found.file}](../../${found.file}); do not edit by hand.`,
    `${states} states, ${transitions} transitions (the totals \`npm run test:model\` covers).`,
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
  ].join('\n');
}

function renderIndex(machines: FoundMachine[]): string {
  return [
    '# Statechart diagrams',
    '',
    'Generated by `npm run diagrams` from the machine definitions in `src/machines`; do not edit by hand.',
    '`npm test` fails when they are stale (`node scripts/diagrams.ts --check`).',
    '',
    '| machine | states | transitions | defined in |',
    '|---|---|---|---|',
    ...machines.map(
      (m) =>
        `| [${m.id}](${m.slug}.md) | ${listStates(m.machine).length} | ${listTransitions(m.machine).length} | \`${m.file}\` |`,
    ),
    '',
  ].join('\n');
}

const machines = await discoverMachines();
const wanted = new Map<string, string>([
  [INDEX, renderIndex(machines)],
  ...machines.map((m) => [`${m.slug}.md`, render(m)] as [string, string]),
]);
const present = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith('.md')) : [];

if (process.argv.includes('--check')) {
  const stale = [...wanted]
    .filter(([file, text]) => !existsSync(join(DIR, file)) || readFileSync(join(DIR, file), 'utf8') !== text)
    .map(([file]) => file);
  const extra = present.filter((f) => !wanted.has(f));
  if (stale.length || extra.length) {
    for (const f of stale) console.error(`${DIR}/${f} is stale or missing: it does not match the machine definitions`);
    for (const f of extra) console.error(`${DIR}/${f} belongs to no machine of src/machines`);
    console.error('run `npm run diagrams` and commit docs/diagrams');
    process.exit(1);
  }
  console.log(`${DIR}: ${machines.length} diagrams up to date`);
} else {
  mkdirSync(DIR, { recursive: true });
  for (const f of present) if (!wanted.has(f)) rmSync(join(DIR, f));
  for (const [file, text] of wanted) writeFileSync(join(DIR, file), text);
  console.log(`${DIR}: wrote ${[...wanted.keys()].join(', ')}`);
}
