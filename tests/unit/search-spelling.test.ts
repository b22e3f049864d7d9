import { describe, expect, it } from "vitest";
import { nameKeysOf, spellingKey, termKeys, vowelSlips } from "@/lib/search/spelling";

// The spelling keys that let a name written one way find the same name written another.

describe("spelling keys", () => {
  // Ways the same name is written: each pair must meet on one key.
  const MEET: [string, string][] = [
    ["Laxmi", "Lakshmi"],
    ["Laksmi", "Lakshmi"],
    ["Akshay", "Axay"],
    ["Deepa", "Dipa"],
    ["Pooja", "Puja"],
    ["Geeta", "Gita"],
    ["Aarti", "Arti"],
    ["Bhavna", "Bavna"],
    ["Bhavana", "Bhavna"],
    ["Sidharth", "Siddarth"],
    ["Siddharth", "Sidharth"],
    ["Khanna", "Kanna"],
    ["Dhruv", "Druv"],
    ["Thakur", "Takur"],
    ["Vikram", "Wikram"],
    ["Shweta", "Sveta"],
    ["Swetha", "Shweta"],
    ["Reddy", "Redy"],
    ["Rohith", "Rohit"],
    ["Kamala", "Kamla"],
    ["Gowri", "Gauri"],
    ["Banerjee", "Banerji"],
    ["Shiva", "Siva"],
    ["Phalguni", "Falguni"],
    ["Vicky", "Viki"],
    ["LAKSHMI", "laxmi"],
    ["Léela", "Lila"],
  ];
  // Different names that must stay apart.
  const APART: [string, string][] = [
    ["Ravi", "Rani"],
    ["Karan", "Kiran"],
    ["Asha", "Usha"],
    ["Kamal", "Komal"],
    ["Deepa", "Deepak"],
    ["Anand", "Anant"],
    ["Priya", "Priyanka"],
    ["Mehta", "Meta"],
    ["Rahul", "Raul"],
    ["Red", "Reddy"],
    ["Arjun", "Arjuna"],
    ["Sita", "Seema"],
    ["Mohan", "Mohini"],
    ["Vikram", "Vikas"],
  ];

  it.each(MEET)("%s and %s share a key", (a, b) => {
    expect(spellingKey(a)).not.toBeNull();
    expect(spellingKey(a)).toBe(spellingKey(b));
  });

  it.each(APART)("%s and %s do not", (a, b) => {
    expect(spellingKey(a)).not.toBe(spellingKey(b));
  });

  it("gives no key to words too short to tell apart, or not in Latin letters", () => {
    expect(spellingKey("Jo")).toBeNull();
    expect(spellingKey("लक्ष्मी")).toBeNull();
    expect(spellingKey("R2D2")).toBeNull();
    expect(spellingKey("Sai")).toBe("sai");
  });

  it("keys a name word by word, each key once", () => {
    expect(nameKeysOf("Sai Pallavi Reddy")).toEqual(["sai", "palvi", "redi", "plvi~"]);
    expect(nameKeysOf("Ravi  ravi, RAVI")).toEqual(["ravi"]);
    expect(nameKeysOf("A. K. Ng")).toEqual([]);
  });
});

describe("the keys of a typed term", () => {
  it("are the term's own key and those of its neighbouring letters swapped", () => {
    expect(termKeys("Mehat")).toEqual({ own: ["mehat"], near: expect.arrayContaining(["mehta"]) });
    expect(termKeys("Jsohi").near).toContain(spellingKey("Joshi"));
    expect(termKeys("Laxmi").own).toEqual([spellingKey("Lakshmi")]);
    // A swap of two equal letters changes nothing, and the own key is not repeated among the swapped.
    expect(termKeys("Reddy").near).not.toContain("redi");
  });

  it("tries no swaps in words of three letters, and has no keys for what is not one word", () => {
    expect(termKeys("Rao")).toEqual({ own: ["rao"], near: [] });
    expect(termKeys("o'brien")).toEqual({ own: [], near: [] });
    expect(termKeys("ab")).toEqual({ own: [], near: [] });
    expect(termKeys("%")).toEqual({ own: [], near: [] });
  });
});

describe("a vowel more or less", () => {
  /** Whether a search for `typed` finds a member named `name` by spelling key (lib/search/conditions.ts). */
  const finds = (typed: string, name: string) => {
    const { own, near } = termKeys(typed);
    const stored = new Set(nameKeysOf(name));
    return [...own, ...near].some((key) => stored.has(key));
  };

  it("finds a name typed with one of its vowels left out, or with one too many", () => {
    expect(vowelSlips("murugan")).toEqual(["mrugan", "murgan", "murugn"]);
    expect(finds("Murgan", "Divya Murugan")).toBe(true);
    expect(finds("Muruagan", "Murugan")).toBe(true);
    expect(finds("Subramnian", "Subramanian")).toBe(true);
    expect(finds("Krishnan", "Krishnan")).toBe(true);
  });

  it("keeps different names apart, and drops no first or last vowel", () => {
    for (const [a, b] of [
      ["Karan", "Kiran"],
      ["Mohan", "Mohini"],
      ["Deepa", "Deepak"],
      ["Arjun", "Arjuna"],
      ["Priya", "Priyanka"],
      ["Anand", "Anant"],
      ["Red", "Reddy"],
    ]) {
      expect(finds(a, b), `${a} finds ${b}`).toBe(false);
      expect(finds(b, a), `${b} finds ${a}`).toBe(false);
    }
    expect(vowelSlips("arjun")).toEqual(["arjn"]);
    expect(vowelSlips("ravi")).toEqual([]);
  });
});
