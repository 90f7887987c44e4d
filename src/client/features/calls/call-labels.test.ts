import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "../../../shared/phone/phone-number-format";
import { callerLabel, detailLabel } from "./call-labels";

describe("call labels", () => {
  it("names workflow details for people", () => {
    expect(detailLabel("partySize")).toBe("Party size");
    expect(detailLabel("callbackNumber")).toBe("Callback number");
    expect(detailLabel("when")).toBe("When");
    expect(detailLabel("service_type")).toBe("Service type");
  });

  it("shows international numbers the way their country writes them and other numbers as said", () => {
    expect(formatPhoneNumber("+12125550100")).toBe("(212) 555-0100");
    expect(formatPhoneNumber("555 0100")).toBe("555 0100");
  });

  it("calls a test call's caller the browser", () => {
    expect(callerLabel({ source: "test", callerNumber: "browser" })).toBe("Test call (browser)");
    expect(callerLabel({ source: "phone", callerNumber: "+12125550100" })).toBe("(212) 555-0100");
  });
});
