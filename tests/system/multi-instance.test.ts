import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type HttpClient, signUp, topUp } from "../support/http-client";
import { readOutbox } from "../support/outbox";
import { type RunningServer, startAppServer } from "../support/server-process";
import { querySharedDatabase, removeUserFromSharedDatabase } from "../support/shared-database";

// Two server processes on one PostgreSQL. A login made through one
// works through the other, concurrent purchases across both never overspend, and
// a scheduled job runs once.
describe.runIf(process.env.DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("share sessions, never overspend together, and run each period's scheduled work once", async () => {
    const servers: RunningServer[] = [];
    let owner: HttpClient | undefined;
    try {
      servers.push(await startAppServer());
      owner = await signUp(servers[0]!);
      await owner.request("POST", "/api/notification-settings", {
        settings: {
          agentCreated: true,
          agentErrors: true,
          balanceAlerts: true,
          paymentUpdates: true,
          weeklyReports: true,
          systemUpdates: true,
        },
      });
      await owner.request("PATCH", "/api/user-settings", {
        autoRechargeEnabled: false,
        autoRechargeLimit: 10,
      });
      await topUp(owner, 50);
      await servers.pop()!.stop();

      // Both start at once: both apply migrations (under the lock) and ask for the scheduled work, here
      // every second (a schedule of its own, so the first server's ten-minute period is no obstacle).
      const pairStarted = new Date();
      const everySecond = { SCHEDULED_WORK_INTERVAL_MS: "1000" };
      servers.push(...(await Promise.all([startAppServer(everySecond), startAppServer(everySecond)])));
      const [first, second] = servers as [RunningServer, RunningServer];
      owner.setBaseUrl(first.url);

      const viaSecond = await fetch(`${second.url}/api/auth/me`, { headers: { cookie: owner.cookie } });
      expect(viaSecond.status).toBe(200);
      expect(((await viaSecond.json()) as { user: { username: string } }).user.username).toBe(owner.username);

      const numbers = (await owner.request("GET", "/api/phone-numbers/415?country=US")) as string[];
      const attempts = numbers.slice(0, 10).map((phoneNumber, index) =>
        fetch(`${(index % 2 === 0 ? first : second).url}/api/active-bots`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: (index % 2 === 0 ? first : second).url,
            cookie: owner!.cookie,
          },
          body: JSON.stringify({
            phoneNumber,
            selectedCountry: "US",
            businessName: `Twin Cafe ${index}`,
            businessCategory: "restaurant",
            agentName: `Twin Cafe ${index} AI Assistant`,
            agentPurpose: "Answer questions",
          }),
        }),
      );
      const statuses = (await Promise.all(attempts)).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      expect(statuses.filter((status) => status === 402)).toHaveLength(8);
      const balance = (await owner.request("GET", "/api/balance")) as { balance: number };
      expect(balance.balance).toBe(0);

      // Each second, both instances asked for the period and one did its work, to the end.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const runs = await querySharedDatabase<{ claimedBy: string; finished: boolean }>(
        `select claimed_by as "claimedBy", finished_at is not null as finished from scheduled_work_runs
         where interval_ms = 1000 and period_start >= $1 order by period_start`,
        [new Date(Math.floor(pairStarted.getTime() / 1000) * 1000)],
      );
      expect(runs.length).toBeGreaterThanOrEqual(3);
      // Every claim names one of the two processes (an instance is "host:pid:random").
      const pairPids = [first.pid, second.pid].map(String);
      expect(runs.every((run) => pairPids.includes(run.claimedBy.split(":")[1]!))).toBe(true);
      expect(runs.slice(0, -1).every((run) => run.finished)).toBe(true);

      // The weekly report went out once, though both instances ran the job many times.
      let reports = 0;
      for (let attempt = 0; attempt < 50 && reports === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const mails = [
          ...(await readOutbox(join(first.dataDir, "outbox"))),
          ...(await readOutbox(join(second.dataDir, "outbox"))),
        ];
        reports = mails.filter((mail) => mail.subject.startsWith("Your Switchboard week of")).length;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const finalMails = [
        ...(await readOutbox(join(first.dataDir, "outbox"))),
        ...(await readOutbox(join(second.dataDir, "outbox"))),
      ].filter(
        (mail) => mail.subject.startsWith("Your Switchboard week of") && mail.to.startsWith(owner!.username),
      );
      expect(finalMails).toHaveLength(1);
    } finally {
      if (owner) await removeUserFromSharedDatabase(owner.username);
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
  // docs/decisions/0008: each instance remembers sessions, balances and agent lists, and forgets
  // them when the other instance changes them, within the time PostgreSQL's notice takes.
  it("show each other's changes to what they remember: balance, agents, profile, logout", async () => {
    const servers: RunningServer[] = [];
    let owner: HttpClient | undefined;
    try {
      servers.push(...(await Promise.all([startAppServer(), startAppServer()])));
      const [first, second] = servers as [RunningServer, RunningServer];
      owner = await signUp(first);
      const viaSecond = async <T>(path: string): Promise<{ status: number; body: T }> => {
        const response = await fetch(`${second.url}${path}`, { headers: { cookie: owner!.cookie } });
        return { status: response.status, body: (await response.json()) as T };
      };
      // Both instances read, and so remember, the owner's session, balance and (empty) agent list.
      for (const path of ["/api/auth/me", "/api/balance", "/api/active-bots"]) {
        expect((await viaSecond(path)).status).toBe(200);
        await owner.request("GET", path);
      }

      await topUp(owner, 50);
      expect(await owner.request("GET", "/api/balance")).toEqual({ balance: 50, debt: 0 });
      await expect
        .poll(async () => (await viaSecond("/api/balance")).body, { timeout: 2000 })
        .toEqual({ balance: 50, debt: 0 });

      const [phoneNumber] = (await owner.request("GET", "/api/phone-numbers/212?country=US")) as string[];
      await owner.request("POST", "/api/active-bots", {
        phoneNumber,
        selectedCountry: "US",
        businessName: "Echo Diner",
        businessCategory: "restaurant",
        agentName: "Echo Diner AI Assistant",
        agentPurpose: "Answer questions",
      });
      await expect
        .poll(
          async () =>
            (await viaSecond<{ businessName: string }[]>("/api/active-bots")).body.map((a) => a.businessName),
          {
            timeout: 2000,
          },
        )
        .toEqual(["Echo Diner"]);
      await expect
        .poll(async () => (await viaSecond("/api/balance")).body, { timeout: 2000 })
        .toEqual({ balance: 25, debt: 0 });

      await owner.request("POST", "/api/update-profile", { firstName: "Echo", lastName: "Owner" });
      await expect
        .poll(
          async () => (await viaSecond<{ user: { firstName: string } }>("/api/auth/me")).body.user.firstName,
          {
            timeout: 2000,
          },
        )
        .toBe("Echo");

      await owner.request("POST", "/api/auth/logout");
      await expect.poll(async () => (await viaSecond("/api/auth/me")).status, { timeout: 2000 }).toBe(401);
    } finally {
      if (owner) await removeUserFromSharedDatabase(owner.username);
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});
