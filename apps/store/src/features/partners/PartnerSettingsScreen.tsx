import { UpdatePartnerBody, type Partner } from '@bookstore/api-client/contract';
import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { Badge, TextField } from '@bookstore/ui';
import { api, hooks } from '../../api';
import { showSuccess } from '../../feedback/toast';
import { ApiFormFrame, useApiForm } from '../../forms';
import { Facts, formatDate, Loadable, Section } from '../shared';
import { PartnerScreen } from './PartnerScreen';
import classes from './partners.module.css';

function SiteForm({ partner }: { partner: Partner }) {
  const cache = useApiCache();
  const form = useApiForm({
    schema: UpdatePartnerBody,
    defaultValues: { site_url: partner.site_url },
    submit: (body) => api.partners.updateSite({ body }),
    onSuccess: ({ data }) => {
      form.reset({ site_url: data.site_url });
      void showSuccess('Your site address is saved.');
      void cache.refresh(apiKeys.partners.me());
    },
  });
  return (
    <ApiFormFrame form={form} label="Your site" submitLabel="Save">
      <TextField
        label="Your site’s address"
        type="url"
        inputMode="url"
        autoComplete="url"
        required
        hint="Where your widgets and links are, e.g. https://example.com"
        {...form.field('site_url')}
      />
    </ApiFormFrame>
  );
}

/** /dashboard/partner/settings: the partner's code and status, and their site's address. */
export function PartnerSettingsScreen() {
  const me = hooks.partners.useMe({});
  return (
    <PartnerScreen title="Partner settings" description="Your partner code and your site.">
      <Loadable response={me}>
        {({ data }) => (
          <>
            <Section title="Your membership">
              <Facts
                facts={[
                  ['Partner code', data.code],
                  [
                    'Status',
                    data.status === 'active' ? (
                      <Badge variant="success" size="small">
                        Active
                      </Badge>
                    ) : (
                      <Badge variant="danger" size="small">
                        Suspended
                      </Badge>
                    ),
                  ],
                  ['Why suspended', data.suspension_reason],
                  ['Joined', formatDate(data.joined_at)],
                  ['Terms accepted', data.terms_version],
                  ['Your link', <span className={classes.Break}>{data.link}</span>],
                ]}
              />
            </Section>
            <Section title="Your site">
              <SiteForm partner={data} />
            </Section>
          </>
        )}
      </Loadable>
    </PartnerScreen>
  );
}
