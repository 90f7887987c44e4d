import { describe, expect, it } from "vitest";
import { extractOpeningHours } from "./opening-hours";

describe("extractOpeningHours", () => {
  it.each([
    ["We're open 11 to 10", "11:00 AM - 10:00 PM"],
    ["Our hours are 9am-5pm Monday to Friday", "Monday to Friday, 9:00 AM - 5:00 PM"],
    ["open from 8:30 a.m. until 6 p.m.", "8:30 AM - 6:00 PM"],
    [
      "Mon-Fri 9:00-17:00, Sat 10-2, closed Sundays",
      "Monday to Friday, 9:00 AM - 5:00 PM; Saturday, 10:00 AM - 2:00 PM; Closed Sunday",
    ],
    [
      "9-5 weekdays and 10-4 weekends",
      "Monday to Friday, 9:00 AM - 5:00 PM; Saturday and Sunday, 10:00 AM - 4:00 PM",
    ],
    ["we open daily 5 to 11", "5:00 AM - 11:00 PM"],
    ["the bar opens 4 to 2", "4:00 PM - 2:00 AM"],
    ["between 7 and 6, Monday through Saturday", "Monday to Saturday, 7:00 AM - 6:00 PM"],
    ["lunch service runs noon to 3pm", "12:00 PM - 3:00 PM"],
    ["open 24/7", "Open 24 hours a day, 7 days a week"],
    ["Abrimos de 9 a 6", "9:00 AM - 6:00 PM"],
    ["Atendemos de lunes a viernes de 9:00 a 18:00", "Monday to Friday, 9:00 AM - 6:00 PM"],
    ["de martes a domingo de 1 a 10 de la noche", "Tuesday to Sunday, 1:00 PM - 10:00 PM"],
    ["Estamos abiertos las 24 horas", "Open 24 hours a day, 7 days a week"],
    [
      "Horario: 8 a 5, sábados de 9 a 1",
      "Monday to Friday and Sunday, 8:00 AM - 5:00 PM; Saturday, 9:00 AM - 1:00 PM",
    ],
  ])("reads %j as %j", (text, hours) => {
    expect(extractOpeningHours(text)).toBe(hours);
  });

  it.each([
    "We have 3 to 5 people answering phones",
    "Delivery takes 2-3 days",
    "Call (212) 555-0100 for orders",
    "Prices go from 10 to 15 dollars",
    "We're Tony's Pizza in Brooklyn",
    "Tenemos de 5 a 10 empleados",
  ])("finds no hours in %j", (text) => {
    expect(extractOpeningHours(text)).toBeUndefined();
  });
});
