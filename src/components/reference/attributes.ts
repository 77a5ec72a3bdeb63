/**
 * Attributes a page hands through a shared component to an element (data-*, and the page's style scope), written as
 * the page would have written them: `true` as a bare attribute (`data-weis`, not `data-weis="true"`).
 */
export function passedAttributes(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, value === true ? '' : value]));
}
