/**
 * The section the reader is in while scrolling: the first section, in document order, that crosses the
 * reading band near the top of the screen. Between two sections nothing crosses it, and the previous
 * answer stands. At the very end of the page the last section wins when nothing is in the band, since a
 * short last section may never reach the band.
 */
export function resolveActiveSection<SectionId extends string>({
  orderedIds,
  idsInReadingBand,
  isAtPageEnd,
  previousId,
}: {
  orderedIds: readonly SectionId[];
  idsInReadingBand: ReadonlySet<string>;
  isAtPageEnd: boolean;
  previousId: SectionId;
}): SectionId {
  const firstInBand = orderedIds.find((id) => idsInReadingBand.has(id));
  if (firstInBand !== undefined) return firstInBand;
  if (isAtPageEnd) return orderedIds.at(-1) ?? previousId;
  return previousId;
}
