/** What a private-class request asks for, as terms of a `<dl>`: the staff's page of the request and the host's progress page show the same. */
export function ClassRequestWishes({ request }: { request: { groupSize: number; occasion: string; menuWishes: string } }) {
  return (
    <>
      <dt>Group size</dt>
      <dd>{request.groupSize} people</dd>
      <dt>Occasion</dt>
      <dd>{request.occasion || "—"}</dd>
      <dt>Menu wishes</dt>
      <dd>{request.menuWishes || "—"}</dd>
    </>
  );
}
