import { z } from "zod";
import { CATEGORIES, GENDERS, type Category } from "../catalog.ts";
import { DATE_HINT } from "../dates.ts";
import { formatBytes } from "./client/limits.ts";
import { CLASS_DESCRIPTIONS } from "./sniff.ts";
import {
  PICTURE_RULES,
  PROFILE_FORM_RULES,
  TECHNICIAN_FORM_RULES,
  type FileRule,
  type UploadRules,
} from "./upload-rules.ts";
import type { ProfileDefinition } from "../profiles/definition.ts";
import { UPLOAD_LINKS, type UploadLink } from "../uploads/purposes.ts";
import type { FieldDef } from "../profiles/fields.ts";
import { formFor } from "../profiles/kinds/index.ts";
import { deletePictureSchema } from "../profiles/pictures.ts";
import { asSchema, describeProperties, jsonSchema } from "../openapi/schema.ts";
import type { Encoding, JsonSchema, RequestBody } from "../openapi/types.ts";

// multipart/form-data bodies: the text parts from the zod schema the handler parses them with, the file
// parts from the upload rules that lib/media enforces (lib/media/upload-rules.ts), and the six profile
// forms in the layout lib/profiles/definition.ts reads (JSON groups, bracketed names, comma lists).

/** A file part: what it accepts and how large it may be. */
function filePart(rule: FileRule): JsonSchema {
  const accepts = CLASS_DESCRIPTIONS[rule.accept].replace(/^./, (first) => first.toUpperCase());
  const count = rule.maxCount > 1 ? `; at most ${rule.maxCount} in one request` : "";
  return jsonSchema(
    z
      .file()
      .max(rule.maxBytes)
      .describe(`${accepts}, up to ${formatBytes(rule.maxBytes)}${count}.`),
  );
}

/** The file parts of upload rules: named ones as properties, numbered ones (image1..N) as patterns. */
function fileParts(rules: UploadRules): Pick<JsonSchema, "properties" | "patternProperties"> {
  const named = rules.files.filter((rule) => typeof rule.field === "string");
  const numbered = rules.files.filter((rule) => rule.field instanceof RegExp);
  return {
    properties: Object.fromEntries(named.map((rule) => [String(rule.field), filePart(rule)])),
    patternProperties: Object.fromEntries(
      numbered.map((rule) => [(rule.field as RegExp).source, { title: rule.label, ...filePart(rule) }]),
    ),
  };
}

/** The text parts that name a finished resumable upload in place of a file part. */
function linkParts(links: Record<string, UploadLink>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(links).map(([name, link]) => [
      name,
      jsonSchema(
        z
          .string()
          .describe(
            `In place of \`${link.field}\`: the id of a finished upload of the member's (POST /api/uploads, purpose \`${link.purpose}\`), which the save takes.`,
          ),
      ),
    ]),
  );
}

/** Text parts, file parts and the parts naming uploads in their place, in one object schema. */
function withFiles(text: JsonSchema, rules: UploadRules, links: Record<string, UploadLink> = {}): JsonSchema {
  const files = fileParts(rules);
  const patterns = { ...text.patternProperties, ...files.patternProperties };
  return {
    ...text,
    type: "object",
    properties: { ...text.properties, ...files.properties, ...linkParts(links) },
    ...(Object.keys(patterns).length ? { patternProperties: patterns } : {}),
  };
}

/** A multipart body: the text parts the handler validates with `text`, and the files `rules` allow. */
export function uploadBody(
  text: z.core.$ZodType,
  rules: UploadRules,
  {
    notes = {},
    encoding,
    links,
  }: { notes?: Record<string, string>; encoding?: Record<string, Encoding>; links?: Record<string, UploadLink> } = {},
): RequestBody {
  const schema = withFiles(describeProperties(jsonSchema(text), notes), rules, links);
  return {
    required: true,
    content: { "multipart/form-data": { schema, ...(encoding ? { encoding } : {}) } },
  };
}

/** The member's own id: every profile write names it (403 for anyone else's). */
const userIdPart = deletePictureSchema.pick({ userId: true });
const userIdNote = { userId: "The member's own id (403 for anyone else's)." };

/** POST /api/user/upload-profile: the member's id and one picture. */
export const pictureBody = () => uploadBody(userIdPart, PICTURE_RULES, { notes: userIdNote });

const versionPart = z.object({
  version: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .describe(
      "The record's `version` from GET /api/{profileApi}/{userId}: a save made from an older one is refused (409). Without it the last save wins.",
    ),
});

const isGroup = (def: FieldDef): def is Extract<FieldDef, { kind: "flags" | "texts" }> =>
  def.kind === "flags" || def.kind === "texts";
const isList = (def: FieldDef) => def.kind === "list" || def.kind === "multi";
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One profile form as multipart parts, named and encoded as definition.fromMultipart reads them. */
function formParts(definition: ProfileDefinition): JsonSchema {
  const converted = jsonSchema(definition.schema);
  const properties: Record<string, JsonSchema> = {};
  const patternProperties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [field, def] of Object.entries(definition.fields)) {
    // Forced fields take their value whatever is sent (the male artist form has no measurements).
    if (definition.forced?.[field] !== undefined) continue;
    const schema = asSchema(converted.properties?.[field]);
    const name = definition.multipartNames?.[field] ?? field;
    const encoding = definition.encodings?.[field] ?? (isGroup(def) ? "json" : "comma");
    if (isGroup(def) && encoding !== "json") {
      for (const key of def.keys) {
        const part = encoding === "flat" ? key : `${name}[${key}]`;
        properties[part] = { ...asSchema(schema.properties?.[key]), description: `${def.label}: ${def.labels[key]}.` };
      }
    } else if (isList(def) && encoding === "brackets") {
      patternProperties[`^${escapeRegExp(name)}\\[\\d+\\]$`] = {
        ...asSchema(schema.items),
        title: `${name}[0], ${name}[1], …`,
        description: `${def.label}: one entry a part.`,
      };
    } else {
      const how = isGroup(def)
        ? " A JSON object; keys left out are false or empty."
        : isList(def)
          ? " Comma-separated text, a JSON list, or the part repeated."
          : def.kind === "date"
            ? ` ${DATE_HINT}; not in the future.`
            : "";
      // A group's keys are each optional (left out, they are false or empty), whatever the schema's output says.
      const { required: _, ...open } = schema;
      properties[name] = { ...(isGroup(def) ? open : schema), description: `${def.label}.${how}` };
      if ("required" in def && def.required) required.push(name);
    }
  }
  return {
    type: "object",
    properties,
    ...(Object.keys(patternProperties).length ? { patternProperties } : {}),
    required,
  };
}

/** The forms of a category: one, or for artists one by gender. */
function formsOf(category: Category): { form: ProfileDefinition; genders: string[] }[] {
  const byForm = new Map<ProfileDefinition, string[]>();
  for (const gender of GENDERS) {
    const form = formFor(category.kind, gender);
    if (form) byForm.set(form, [...(byForm.get(form) ?? []), gender]);
  }
  return [...byForm].map(([form, genders]) => ({ form, genders }));
}

/** Every category's form, with the profile API segment it is saved through. */
export const PROFILE_FORMS = CATEGORIES.flatMap((category) => {
  const forms = formsOf(category);
  return forms.map(({ form, genders }) => ({
    apiPath: category.apiPath,
    form,
    genders: forms.length > 1 ? genders : undefined,
  }));
});

/** POST /api/{profileApi}/add: one variant per form, each with the member's id, `version` and the files. */
export function profileFormBody(): RequestBody {
  const common = describeProperties(jsonSchema(userIdPart.extend(versionPart.shape)), userIdNote);
  const variants = PROFILE_FORMS.map(({ apiPath, form, genders }) => {
    const parts = formParts(form);
    const text: JsonSchema = {
      ...parts,
      properties: { ...common.properties, ...parts.properties },
      required: [...(common.required ?? []), ...(parts.required ?? [])],
    };
    const title = `${apiPath}: ${form.title}${genders ? ` (${genders.join(", ")})` : ""}`;
    const rules = form.workSamples ? TECHNICIAN_FORM_RULES : PROFILE_FORM_RULES;
    return { title, ...withFiles(text, rules, UPLOAD_LINKS.profile) };
  });
  return {
    description:
      "The form of the member's category (and, for artists, gender). The required fields are needed whenever any field of the form is sent; a save with only files leaves the text as it is.",
    required: true,
    content: { "multipart/form-data": { schema: { oneOf: variants } } },
  };
}

/** How the answers describe a stored video (lib/media/video-answer.ts). */
export const VIDEO_FACTS =
  "`url` (once ready), `status` (`processing` until its H.264 MP4 of at most 720p is made, then `ready`, or `failed` with `failure`: `noVideo`, `unreadable` or `tooLong`), `posterUrl`, `durationSeconds`, `width` and `height`";
