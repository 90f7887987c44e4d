import { describe, expect, it } from "vitest";
import { describeOpeningHours, type OpeningHours, openingHoursInText } from "./opening-hours";

const nineToFive = [{ opens: "09:00", closes: "17:00" }];

describe("describeOpeningHours, the one written form of the hours", () => {
  it.each<[string, OpeningHours, string]>([
    [
      "a working week with a closed Sunday",
      {
        week: {
          monday: nineToFive,
          tuesday: nineToFive,
          wednesday: nineToFive,
          thursday: nineToFive,
          friday: nineToFive,
          saturday: [{ opens: "10:00", closes: "14:00" }],
          sunday: [],
        },
        exceptions: [],
      },
      "Monday to Friday, 9:00 AM - 5:00 PM; Saturday, 10:00 AM - 2:00 PM; Closed Sunday",
    ],
    [
      "two openings a day and exceptions in date order",
      {
        week: {
          tuesday: [
            { opens: "08:00", closes: "12:00" },
            { opens: "13:00", closes: "18:30" },
          ],
          thursday: nineToFive,
        },
        exceptions: [
          { date: "2026-12-31", hours: [{ opens: "10:00", closes: "12:00" }], name: "" },
          { date: "2026-12-25", hours: [], name: "Christmas" },
        ],
      },
      "Tuesday, 8:00 AM - 12:00 PM, 1:00 PM - 6:30 PM; Thursday, 9:00 AM - 5:00 PM; December 25, 2026 (Christmas): Closed; December 31, 2026: 10:00 AM - 12:00 PM",
    ],
    [
      "the same hours all week",
      {
        week: Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
            day,
            [{ opens: "11:00", closes: "22:00" }],
          ]),
        ),
        exceptions: [],
      },
      "11:00 AM - 10:00 PM",
    ],
  ])("writes %s", (_case, hours, text) => {
    expect(describeOpeningHours(hours)).toBe(text);
  });
});

describe("openingHoursInText", () => {
  it("takes words, even words starting with a brace, as words", () => {
    expect(openingHoursInText("Mon-Fri 9-5")).toBeUndefined();
    expect(openingHoursInText("{closed for repairs}")).toBeUndefined();
  });

  it("checks a JSON object as the structure", () => {
    expect(openingHoursInText('{"week":{},"exceptions":[]}')).toEqual({
      success: true,
      data: { week: {}, exceptions: [] },
    });
    expect(
      openingHoursInText('{"week":{"monday":[{"opens":"9","closes":"17:00"}]},"exceptions":[]}'),
    ).toEqual({
      success: false,
      problems: ["Opening hours (week.monday.0.opens): Write an opening time as HH:MM, from 00:00 to 23:59."],
    });
  });
});
