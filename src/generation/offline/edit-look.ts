// Edit clauses about the app's look and identity: theme colours and dark mode, layouts (board, calendar,
// shop) and the app's name.

import { layoutEdit, planLayout } from './layouts.ts';
import { DARK_MODE_PATH, darkModeRequest, findColor, isLookSentence, partColour, withoutModeWords } from './theme.ts';
import { type Ctx, EditError, AlreadySo, findEntity } from './edit-context.ts';
import { resolveNoun } from './analyse.ts';
import { addEntity } from './edit-records.ts';

/** Theme and colours: "make it green", "switch to a teal palette". */
export function themeClause(ctx: Ctx, _c: string, lcWithMode: string): boolean {
  // "dark mode please", "a dark theme with teal accents": a dark stylesheet, and maybe a colour too
  const dark = darkModeRequest(lcWithMode);
  const lc = dark === undefined ? lcWithMode : withoutModeWords(lcWithMode);
  if (dark !== undefined) {
    const has = ctx.darkMode ?? DARK_MODE_PATH in ctx.files;
    if (has === dark) throw new AlreadySo(`the app is already in ${dark ? 'dark' : 'light'} mode.`);
    ctx.darkMode = dark;
    ctx.ops.push({ kind: 'change_theme', detail: dark ? `dark mode (${DARK_MODE_PATH})` : 'light mode' });
  }
  // "Set the background to wheat and the components to chocolate": the parts' colour (CSS names too)
  const partsColour = isLookSentence(lc) ? partColour(lc) : undefined;
  const color = partsColour ?? findColor(lc);
  if (dark !== undefined && !color) return true;
  if (
    color &&
    (dark !== undefined ||
      partsColour !== undefined ||
      // ("can the whole thing be purple", "let it go green": the app as the subject of being a colour)
      /\b(?:(?:the\s+(?:whole\s+|entire\s+)?(?:thing|app|site|application)|everything|it)\s+(?:be|look|go|turn)|theme|colou?rs?|palette|accents?|primary|make it|make the app|(?:want|like|prefer)\s+(?:the\s+app|it|everything)|make everything|look|branding|style|brand|scheme|turn it|switch to|use|header|headers|navbar|nav\s+bar|navigation|menu|top\s+bar|sidebar|buttons?|links?)\b/.test(
        lc,
      )) &&
    !/\bfield\b/.test(lc)
  ) {
    const from = ctx.themeChange?.to ?? ctx.model.theme;
    if (from === color) throw new AlreadySo(`the app already uses the ${color} palette.`);
    ctx.themeChange = { from: ctx.themeChange?.from ?? ctx.model.theme, to: color };
    ctx.model.theme = color;
    ctx.ops.push({ kind: 'change_theme', detail: `${from} → ${color}` });
    return true;
  }
  return false;
}

/** Layouts (layouts.ts): "add a kanban board", "show bookings on a calendar", "make it a shop". */
export function layoutClause(ctx: Ctx, c: string): boolean {
  // every generated Layout already navigates from a sidebar (a menu on narrow screens)
  if (
    /^(?:(?:please\s+)?(?:use|add|give\s+(?:me|us|it)|switch\s+to|put\s+the\s+(?:nav(?:igation)?|menu)\s+in)\s+(?:an?\s+|the\s+)?)(?:side\s?bar|side\s+(?:nav(?:igation)?|menu)|left(?:-hand)?\s+(?:nav(?:igation)?|menu))(?:\s+(?:nav(?:igation)?|menu|layout))?$/i.test(
      c,
    )
  )
    throw planLayout(ctx.model).home === 'landing'
      ? new EditError(
          'the public catalog navigates across the top like a website; remove the catalog ("remove the catalog layout") for the sidebar of an internal app.',
        )
      : new AlreadySo('the app already navigates from a sidebar (a menu button on narrow screens).');
  // "add a product catalog" where no products are kept: the catalog is of those records, made first
  const of = /^(?:add|create|build|include)\s+(?:an?\s+|the\s+)?([a-z]+)\s+catalog(?:ue)?$/i.exec(c);
  if (of && !findEntity(ctx.model, of[1]) && resolveNoun(of[1].toLowerCase())?.catalog) ctx.lastEntity = addEntity(ctx, of[1], undefined);
  const layout = layoutEdit(ctx.model, c);
  if (!layout) return false;
  if ('already' in layout) throw new AlreadySo(layout.already);
  if ('error' in layout) throw new EditError(layout.error);
  ctx.ops.push({ kind: 'change_layout', detail: layout.detail });
  return true;
}

/** Renaming the app: "rename the app to Tool Share", "change the app name to …". */
export function renameAppClause(ctx: Ctx, c: string): boolean {
  let m: RegExpExecArray | null;
  if (
    (m =
      /^(?:rename|retitle|call|name)\s+(?:the\s+|this\s+|my\s+)?(?:app|application|site|website)\s+(?!field\b|column\b|of\b|on\b)(?:to\s+|as\s+)?(.+)$/i.exec(
        c,
      )) ||
    (m =
      /^(?:change|set|update)\s+(?:the\s+)?(?:app(?:lication)?\s+|site\s+)?(?:name|title)(?:\s+of\s+the\s+app)?\s+(?:to|as)\s+(.+)$/i.exec(
        c,
      ))
  ) {
    const name = m[1]
      .trim()
      .replace(/^["'“‘]+|["'”’.!]+$/g, '')
      .trim()
      .slice(0, 100);
    if (!name) throw new EditError('give the new app name.');
    if (name === (ctx.newName ?? ctx.model.name)) throw new AlreadySo(`the app is already called ${name}.`);
    ctx.newName = name;
    ctx.model.name = name;
    ctx.ops.push({ kind: 'rename_app', detail: `→ ${name}` });
    return true;
  }
  return false;
}
