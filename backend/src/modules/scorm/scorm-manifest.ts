import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { ScormVersion } from './public/scorm-types.js';
import { unsafeEntryName } from './scorm-zip.js';

export interface ScormManifest {
  version: ScormVersion;
  title: string;
  /** The launch file's path inside the package (decoded), which must exist. */
  launchFile: string;
  /** What the SCO is launched with: the file's path, plus the query string the manifest gives it. */
  launchPath: string;
}

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // adlcp:scormtype and adlcp:scormType are read whatever prefix the package bound the namespace to.
  removeNSPrefix: true,
  // No entity expansion at all: a manifest never needs it, and it is how XML bombs work.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['organization', 'item', 'resource', 'file', 'dependency'].includes(name),
});

function invalid(detail: string): AppError {
  return new AppError(ErrorCode.SCORM_MANIFEST_INVALID, `imsmanifest.xml could not be read: ${detail}`);
}

function node(value: unknown): XmlNode | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;
}

function nodes(value: unknown): XmlNode[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(node).filter((item): item is XmlNode => !!item);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five predefined entities and character references; an entity a DOCTYPE declares stays as it is written. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function text(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value).trim();
  const element = node(value);
  return typeof element?.['#text'] === 'string' ? decodeEntities(element['#text']).trim() : '';
}

/** An attribute, whatever the case of its name (SCORM 1.2 says `scormtype`, 2004 `scormType`). */
function attribute(element: XmlNode, name: string): string | undefined {
  const key = Object.keys(element).find((candidate) => candidate.toLowerCase() === `@${name.toLowerCase()}`);
  const value = key ? element[key] : undefined;
  return typeof value === 'string' ? decodeEntities(value).trim() : undefined;
}

/**
 * The edition from the manifest's metadata (`schemaversion`), else from the namespaces it binds:
 * SCORM 1.2 (`1.2`, adlcp_rootv1p2) or SCORM 2004 (`2004 3rd Edition`, `2004 4th Edition`,
 * `CAM 1.3`, adlcp_v1p3).
 */
function detectVersion(manifest: XmlNode, xml: string): ScormVersion {
  const schemaVersion = text(node(manifest.metadata)?.schemaversion).toLowerCase();
  if (schemaVersion === '1.2') return '1.2';
  if (schemaVersion.includes('2004') || schemaVersion === 'cam 1.3') return '2004';
  if (/adlcp_v1p3|adlseq_v1p3|imsss/i.test(xml)) return '2004';
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/i.test(xml)) return '1.2';
  throw new AppError(
    ErrorCode.SCORM_VERSION_UNSUPPORTED,
    `The package does not say it is SCORM 1.2 or SCORM 2004${schemaVersion ? ` (its schemaversion is "${schemaVersion}")` : ''}. Export it as SCORM 1.2 or SCORM 2004.`,
  );
}

function itemsDepthFirst(items: XmlNode[]): XmlNode[] {
  return items.flatMap((item) => [item, ...itemsDepthFirst(nodes(item.item))]);
}

/** Joins xml:base values and an href: each a relative URL from the package root. */
function joinBase(...parts: (string | undefined)[]): string {
  return parts
    .filter((part): part is string => !!part)
    .reduce(
      (path, part) => (path === '' || path.endsWith('/') ? `${path}${part}` : `${path.slice(0, path.lastIndexOf('/') + 1)}${part}`),
      '',
    );
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw invalid(`the launch address "${path}" is not a valid URL path.`);
  }
}

/**
 * Reads a package's imsmanifest.xml: its edition, title and the launch file of the first SCO of its
 * default organization (the first item, depth first, whose resource is a `sco`). The launch file must
 * be a file of the package (`files`); the query string of its href and the item's `parameters` stay on
 * the launch path.
 */
export function parseManifest(xml: string, files: ReadonlySet<string> | ReadonlyMap<string, unknown>): ScormManifest {
  let document: XmlNode;
  try {
    document = parser.parse(xml, true) as XmlNode;
  } catch (error) {
    const detail = (error as { err?: { msg?: string; line?: number } }).err;
    throw invalid(detail?.msg ? `${detail.msg}${detail.line ? ` (line ${detail.line})` : ''}.` : 'it is not well-formed XML.');
  }
  const manifest = node(document.manifest);
  if (!manifest) throw invalid('its root element is not <manifest>.');
  const version = detectVersion(manifest, xml);

  const organizations = node(manifest.organizations);
  const all = nodes(organizations?.organization);
  const defaultId = organizations ? attribute(organizations, 'default') : undefined;
  const organization = all.find((candidate) => attribute(candidate, 'identifier') === defaultId) ?? all[0];
  const resourcesNode = node(manifest.resources);
  const resources = nodes(resourcesNode?.resource);
  const resourcesBase = resourcesNode ? attribute(resourcesNode, 'base') : undefined;
  const isSco = (resource: XmlNode) => attribute(resource, 'scormtype')?.toLowerCase() === 'sco';
  const resourceOf = (item: XmlNode) => {
    const ref = attribute(item, 'identifierref');
    return ref ? resources.find((resource) => attribute(resource, 'identifier') === ref) : undefined;
  };
  const item = organization ? itemsDepthFirst(nodes(organization.item)).find((candidate) => isSco(resourceOf(candidate) ?? {})) : undefined;
  const resource = item ? resourceOf(item) : undefined;
  const href = resource ? attribute(resource, 'href') : undefined;
  if (!item || !resource || !href)
    throw new AppError(
      ErrorCode.SCORM_NO_LAUNCHABLE_SCO,
      'The manifest names no launchable SCO: its default organization needs an item whose resource has scormType "sco" and an href.',
    );

  const address = joinBase(resourcesBase, attribute(resource, 'base'), href);
  const [pathPart, ...queryParts] = address.split('?');
  const query = queryParts.join('?');
  const launchFile = decodePath(pathPart.split('#')[0]);
  const unsafe = unsafeEntryName(launchFile);
  if (unsafe) throw new AppError(ErrorCode.SCORM_UNSAFE_PATH, `The manifest's launch file is ${unsafe}.`);
  if (!files.has(launchFile))
    throw new AppError(
      ErrorCode.SCORM_LAUNCH_FILE_MISSING,
      `The launch file "${launchFile}" named in imsmanifest.xml is not in the package.`,
    );
  const parameters = (attribute(item, 'parameters') ?? '').replace(/^[?&]/, '');
  const fullQuery = [query, parameters].filter(Boolean).join('&');
  const title = (text(organization?.title) || text(item.title) || 'SCORM package').slice(0, 200);
  return { version, title, launchFile, launchPath: fullQuery ? `${pathPart}?${fullQuery}` : pathPart };
}
