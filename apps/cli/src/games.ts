import { CATALOG } from '@cutthroat/catalog';
import { botKind, type AnyBotKind, type AnyGameModule } from '@cutthroat/module';

/** A game as the terminal uses it: its catalogue entry. */
export type CliGame = AnyGameModule;

export function gameNamed(name: string | undefined): CliGame | string {
  const known = CATALOG.ids.join(', ');
  if (!name) return `--game is required (one of: ${known})`;
  return CATALOG.get(name) ?? `unknown game '${name}' (one of: ${known})`;
}

/** The bot kind of that name at that game; the caller has checked the name. */
export function botOf(entry: CliGame, name: string): AnyBotKind {
  const kind = botKind(entry, name);
  if (!kind) throw new Error(`${entry.id} has no bot '${name}'`);
  return kind;
}
