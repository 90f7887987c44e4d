import { describe, expect, it } from "vitest";
import type { BusinessCategory } from "../../../shared/catalog/agents";
import { findBusinessCategory } from "./business-categories";

describe("findBusinessCategory", () => {
  it.each<[string, BusinessCategory]>([
    ["a little café downtown", "restaurant"],
    ["una panadería familiar", "restaurant"],
    ["a boutique for vintage clothing", "retail"],
    ["a pediatric clinic", "healthcare"],
    ["un consultorio dental", "healthcare"],
    ["an immigration attorney", "legal"],
    ["un bufete de abogados", "legal"],
    ["a realtor in Miami", "real-estate"],
    ["una inmobiliaria", "real-estate"],
    ["an auto repair shop", "automotive"],
    ["un taller mecánico", "automotive"],
    ["a barber shop", "beauty"],
    ["una peluquería", "beauty"],
    ["an after-school tutoring center", "education"],
    ["una guardería", "education"],
    ["an insurance agency", "finance"],
    ["un despacho de contabilidad", "finance"],
    ["a software startup", "technology"],
    ["we do IT for small offices", "technology"],
    ["a roofing contractor", "construction"],
    ["una empresa de construcción", "construction"],
    ["a boutique hotel", "travel"],
    ["una agencia de viajes", "travel"],
    ["a yoga studio", "fitness"],
    ["un gimnasio", "fitness"],
    ["a management consulting firm", "consulting"],
    ["una consultoría", "consulting"],
  ])("files %j under %s", (text, category) => {
    expect(findBusinessCategory(text)).toBe(category);
  });

  it("lets the first kind of business named decide, not what it offers later", () => {
    expect(findBusinessCategory("a dental clinic that takes most insurance")).toBe("healthcare");
    expect(findBusinessCategory("an insurance agency for dental practices")).toBe("finance");
  });

  it("prefers the longer phrase where two start together", () => {
    expect(findBusinessCategory("a health club")).toBe("fitness");
    expect(findBusinessCategory("a garage door company")).toBe("construction");
  });

  it("reads 'it' as a pronoun, not information technology", () => {
    expect(findBusinessCategory("I want it to answer calls")).toBeUndefined();
  });

  it("finds nothing in a text about no kind of business", () => {
    expect(findBusinessCategory("hello, can you help me?")).toBeUndefined();
  });
});
