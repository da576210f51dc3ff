import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import {
  Card,
  CardList,
  Facts,
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
            <Facts
              facts={[
                ['Buyer', data.buyer_username],
                ['Offer', data.offer.title],
                ['Status', humanize(data.status)],
                ['Words', data.word_count],
                ['Amount', <Money value={data.amount} />],
              ]}
            />
            <pre className={sharedClasses.Prose} style={{ whiteSpace: 'pre-wrap' }}>
              {data.script}
            </pre>
          </>
        )}
      </Loadable>
    </Screen>
  );
}
