import { expect } from "vitest";
import { POST as requestRoute } from "@/app/api/bookings/route";
import { PATCH as actRoute } from "@/app/api/bookings/[id]/route";
import { PUT as termsRoute } from "@/app/api/rentals/mine/route";
import { addDays, todayInIndia } from "@/lib/dates";
import type { BookingView } from "@/lib/rentals/views";
import { createMember, jsonRequest } from "./auth";
import { documented } from "./documented";

// Rental owners and their booking requests for the bookings' race tests, made through the route handlers.

type Member = Awaited<ReturnType<typeof createMember>>;

const CAMERA = { category: "Camera Unit", subcategory: "Sony", gender: "Male" };

/** The India date `n` days from today. */
export const day = (n: number) => addDays(todayInIndia(), n);

/** PATCH /api/bookings/{id} as `who`. */
export const act = (who: Member, id: string, body: object) =>
  actRoute(jsonRequest(`/api/bookings/${id}`, body, { authorization: who.bearer }, "PATCH"), {
    params: Promise.resolve({ id }),
  });

/** A new Camera Unit member renting by the day: ₹3,000, no deposit, flexible cancellation. */
export async function rentalOwner(): Promise<Member> {
  const member = await createMember(CAMERA);
  const res = await termsRoute(
    jsonRequest(
      "/api/rentals/mine",
      { dayRate: 3000, deposit: 0, cancellation: "flexible" },
      { authorization: member.bearer },
      "PUT",
    ),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return member;
}

/** `who` (a new member unless told) asks `of` for its days from `from` to `to`: the request's answer. */
export const askFor = (of: Member, from: string, to: string, who?: Member) =>
  (who ? Promise.resolve(who) : createMember()).then((renter) =>
    requestRoute(
      jsonRequest(
        "/api/bookings",
        { ownerId: of.user.id, from, to, projectTitle: "Race Day" },
        { authorization: renter.bearer },
      ),
    ),
  );

/** A new member's request of `of`'s days from `from` to `to`, made (201). */
export async function requested(of: Member, from: string, to: string): Promise<BookingView> {
  const res = await askFor(of, from, to);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await documented<{ data: BookingView }>("POST", "/api/bookings", res)).data;
}
