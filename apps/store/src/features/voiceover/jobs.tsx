import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import {
  Card,
  CardList,
  formatDate,
  humanize,
  Loadable,
  Money,
  PagedList,
  Screen,
  sharedClasses,
  useListQuery,
} from '../shared';

/** /dashboard/voiceover/jobs */
export function JobsScreen() {
  const { query } = useListQuery();
  const jobs = hooks.voiceover.useListJobs({ query });
  return (
    <Screen title="Jobs" description="The voiceover jobs buyers ordered from you.">
      <PagedList
        response={jobs}
        empty={{ title: 'No jobs yet', description: 'Orders for your offers appear here.' }}
      >
        {(items) => (
          <CardList items={items} getKey={(job) => job.uid}>
            {(job) => (
              <Card title={job.title} href={`/dashboard/voiceover/jobs/${job.uid}`}>
                <span className={sharedClasses.Muted}>
                  {job.buyer_username} · {humanize(job.status)}
                  {job.due_at ? ` · due ${formatDate(job.due_at)}` : ''}
                </span>
                <Money value={job.amount} />
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

/** /dashboard/voiceover/jobs/{uid} */
export function JobScreen() {
  const { uid = '' } = useParams();
  const job = hooks.voiceover.useGetJob({ params: { id: uid } });
  const detail = job.data?.data;
  return (
    <Screen title={detail?.title ?? 'Job'} description="One voiceover job.">
      <Loadable response={job}>
        {({ data }) => (
          <>
            <dl className={sharedClasses.Facts}>
              <dt>Buyer</dt>
              <dd>{data.buyer_username}</dd>
              <dt>Offer</dt>
              <dd>{data.offer.title}</dd>
              <dt>Status</dt>
              <dd>{humanize(data.status)}</dd>
              <dt>Words</dt>
              <dd>{data.word_count}</dd>
              <dt>Amount</dt>
              <dd>
                <Money value={data.amount} />
              </dd>
            </dl>
            <pre className={sharedClasses.Prose} style={{ whiteSpace: 'pre-wrap' }}>
              {data.script}
            </pre>
          </>
        )}
      </Loadable>
    </Screen>
  );
}
