import { describe, expect, it } from "vitest";
import { normaliseTypedDate } from "@/lib/dates";
import { toFormValues } from "@/lib/profiles/definition";
import { formFor } from "@/lib/profiles/kinds";
import { inEnglish } from "../helpers/form-errors";

const entries = (pairs: [string, string][]) => Object.fromEntries(pairs);

describe("profile form definitions", () => {
  it("pick the form by category, and for artists by gender", () => {
    expect(formFor("artist", "Male")?.title).toBe("Male Artists Form");
    expect(formFor("artist", "Female")?.title).toBe("Female Artists Form");
    expect(formFor("artist", "Other")?.title).toBe("Female Artists Form");
    expect(formFor("technician", "Male")?.title).toBe("Technician Form");
    expect(formFor("musician", "Male")?.title).toBe("Edit Musician");
    expect(formFor("writerDirector", "Male")?.title).toBe("Edit Writer/Director");
    expect(formFor("cameraUnit", "Male")?.title).toBe("Edit Camera Unit Profile");
    expect(formFor("location", "Male")?.title).toBe("Edit Location");
    expect(formFor(undefined, "Male")).toBeUndefined();
  });

  it("start a new artist form with nothing ticked: no interest, comfort level, outfit or work location is chosen for anyone", () => {
    for (const gender of ["Female", "Male"])
      for (const minor of [false, true]) {
        const d = formFor("artist", gender, minor)!.defaults as Record<string, Record<string, boolean>>;
        for (const group of ["interests", "comfortLevel", "outfitPreferences", "workLocation", "openFor", "allergies"])
          expect(Object.values(d[group] ?? {}).some(Boolean), `${gender} minor=${minor} ${group}`).toBe(false);
      }
    const d = formFor("artist", "Female")!.defaults as Record<string, Record<string, boolean>>;
    expect(d.workLocation).toEqual({ indoor: false, outdoor: false });
    expect(d.comfortLevel).toEqual({ onScreenKiss: false, onScreenSmooch: false, loveMaking: false });
  });

  it("leave the male artist form without measurements, bikini shoots, skirt and bikini, with a marital dropdown", () => {
    const male = formFor("artist", "Male")!;
    expect(male.fields).not.toHaveProperty("measurements");
    expect(male.fields.interests).toMatchObject({ keys: expect.not.arrayContaining(["bikiniShoots"]) });
    expect(male.fields.outfitPreferences).toMatchObject({ keys: expect.not.arrayContaining(["skirt", "bikini"]) });
    expect(male.fields.maritalStatus).toMatchObject({
      kind: "select",
      options: ["Unmarried", "Married", "Divorced", "Widowed"],
    });
    expect(male.toRow({ ...male.defaults }).measurements).toEqual({ brust: false, waist: false, hips: false });
  });

  it("require each form's mandatory fields, naming each", () => {
    const cases: [Parameters<typeof formFor>, string[]][] = [
      [
        ["artist", "Female"],
        ["fullName", "city", "height", "weight"],
      ],
      [
        ["artist", "Male"],
        ["fullName", "city", "dateOfBirth", "height", "weight"],
      ],
      [["technician", "Male"], []],
      [["cameraUnit", "Male"], []],
      [
        ["musician", "Male"],
        ["fullName", "city"],
      ],
      [
        ["writerDirector", "Male"],
        ["fullName", "city", "dateOfBirth", "maritalStatus", "education", "workExperience"],
      ],
      [
        ["location", "Male"],
        ["fullName", "city", "availableLocations", "experience"],
      ],
    ];
    for (const [[kind, gender], required] of cases) {
      const form = formFor(kind, gender)!;
      const result = form.schema.safeParse({ ...form.defaults });
      const missing = result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))].sort();
      expect(missing, form.title).toEqual([...required].sort());
    }
  });

  it("read the documented multipart layouts: JSON groups, brust, musicAlbum", () => {
    const form = formFor("artist", "Female")!;
    const values = form.fromMultipart({
      userId: "u1",
      fullName: "Asha",
      city: "Pune",
      height: "165 cm",
      weight: "55 kg",
      dateOfBirth: "1998-04-03",
      measurements: JSON.stringify({ brust: "34", waist: "28", hips: "36" }),
      interests: JSON.stringify({ acting: true, musicAlbum: true }),
      openFor: JSON.stringify({ outstationShoots: "true", outOfCountryShoots: false }),
      passport: "true",
      dressesComfortableWith: "Ethnic, Western",
    });
    const parsed = form.schema.parse(values) as Record<string, Record<string, unknown>>;
    expect(parsed.measurements).toEqual({ brust: "34", waist: "28", hips: "36" });
    expect(parsed.interests).toMatchObject({ acting: true, musicAlbums: true, nudeShoot: false });
    expect(parsed.openFor).toEqual({ outstationShoots: true, outOfCountryShoots: false });
    expect(parsed.passport).toBe(true);
    expect(parsed.dressesComfortableWith).toEqual(["Ethnic", "Western"]);
    expect(parsed).not.toHaveProperty("userId");
  });

  it("read the writer's nested names and the camera's flattened open-for", () => {
    const writer = formFor("writerDirector", "Male")!;
    const parsed = writer.schema.parse(
      writer.fromMultipart({
        fullName: "Ravi",
        city: "Chennai",
        dateOfBirth: "1980-01-31",
        maritalStatus: "Married",
        education: "B.A.",
        experience: "12 years",
        "director[notableMovies]": "Red Soil",
        "director[shortFilms]": "3",
        "writer[scriptsWritten]": "9",
        "projects[current][1]": "Second",
        "projects[current][0]": "First",
        "projects[completed][0]": "Done",
        "availability[freelance]": "true",
        "availability[fullTime]": "false",
        genres: "Drama, Thriller",
      }),
    );
    expect(parsed).toMatchObject({
      workExperience: "12 years",
      projectsCurrent: ["First", "Second"],
      projectsCompleted: ["Done"],
      genres: ["Drama", "Thriller"],
      director: { notableMovies: "Red Soil", shortFilms: "3", adFilms: "" },
      writer: { scriptsWritten: "9" },
      availability: { freelance: true, fullTime: false },
    });
    expect(writer.toRow(parsed)).toMatchObject({ experience: "12 years" });

    const camera = formFor("cameraUnit", "Male")!;
    const cam = camera.schema.parse(
      camera.fromMultipart({
        outstationShoots: "true",
        outOfCountryShoots: "false",
        accessories: "ND filters, Batteries",
      }),
    );
    expect(cam.openFor).toEqual({ outstationShoots: true, outOfCountryShoots: false });
    expect(cam.accessories).toEqual(["ND filters", "Batteries"]);
  });

  it("name the field that is wrong", () => {
    const form = formFor("location", "Male")!;
    const result = form.schema.safeParse(
      form.fromMultipart({
        fullName: "Villa",
        city: "Goa",
        experience: "5",
        availability: "Sometimes",
        availableLocations: "Beach, Moon",
      }),
    );
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["availability", "availableLocations"]));
    const date = formFor("writerDirector", "Male")!.schema.safeParse({ dateOfBirth: "30/02/1990" });
    expect(inEnglish(date.success ? "" : date.error.issues.find((i) => i.path[0] === "dateOfBirth")!.message)).toBe(
      "Date of birth must be a date (YYYY-MM-DD or DD/MM/YYYY, e.g. 1995-08-15)",
    );
    // What people type is taken, day first, and stored as YYYY-MM-DD.
    for (const typed of ["15/08/1995", "15-8-1995", "15.08.1995", " 1995-08-15 "]) {
      const parsed = formFor("writerDirector", "Male")!.schema.safeParse({ dateOfBirth: typed });
      expect(parsed.error?.issues.some((i) => i.path[0] === "dateOfBirth") ?? false, typed).toBe(false);
      expect(normaliseTypedDate(typed), typed).toBe("1995-08-15");
    }
  });

  it("travel through the client's multipart layout and back unchanged, for every form", () => {
    for (const [kind, gender] of [
      ["artist", "Female"],
      ["artist", "Male"],
      ["technician", "Male"],
      ["musician", "Female"],
      ["writerDirector", "Male"],
      ["cameraUnit", "Male"],
      ["location", "Female"],
    ] as const) {
      const form = formFor(kind, gender)!;
      const filled = Object.fromEntries(
        Object.entries(form.fields).map(([name, def]) => {
          switch (def.kind) {
            case "date":
              return [name, "1991-07-15"];
            case "select":
              return [name, def.options[1]];
            case "multi":
              return [name, def.options.slice(0, 2)];
            case "list":
              return [name, "one, two"];
            case "yesno":
              return [name, true];
            case "flags":
              return [name, Object.fromEntries(def.keys.map((k, i) => [k, i % 2 === 0]))];
            case "texts":
              return [name, Object.fromEntries(def.keys.map((k) => [k, `${k} value`]))];
            default:
              return [name, `${name} value`];
          }
        }),
      );
      const direct = form.schema.parse(filled);
      const viaMultipart = form.schema.parse(form.fromMultipart(entries(form.toMultipart(filled))));
      expect(viaMultipart, form.title).toEqual(direct);
      const record = form.fromRow(form.toRow(direct));
      expect(form.schema.parse(toFormValues(form, record)), form.title).toEqual(direct);
    }
  });
});
