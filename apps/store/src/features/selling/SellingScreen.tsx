import { Button, Tag } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { isAuthor, isVoiceoverArtist } from '../../state/account';
import { Card, CardList, humanize, Loadable, Screen, sharedClasses } from '../shared';

interface Link {
  label: string;
  href: string;
}

/** A selling account: its dashboard when the user holds it, else how to open it. */
function AccountCard({
  title,
  description,
  held,
  dashboard,
  open,
  children,
}: {
  title: string;
  description: string;
  held: boolean;
  dashboard: Link;
  open: Link;
  children?: ReactNode;
}) {
  const link = held ? dashboard : open;
  return (
    <Card title={title}>
      <span className={sharedClasses.Muted}>{description}</span>
      {children}
      <div className={sharedClasses.CardActions}>
        <Button href={link.href} linkAs={AppLink} size="small">
          {link.label}
        </Button>
      </div>
    </Card>
  );
}

/** /selling: the selling accounts the user holds and the ones they can open. */
export function SellingScreen() {
  useSignals();
  const check = hooks.selling.useCheckVoiceoverAccount({});
  const accounts = [
    {
      title: 'Author',
      description: 'Publish ebooks, audiobooks and print books and earn from every sale.',
      held: isAuthor.value,
      dashboard: { label: 'Selling Dashboard', href: '/dashboard' },
      open: { label: 'Become an Author', href: '/selling/author' },
      extra: null,
    },
    {
      title: 'Voiceover artist',
      description: 'Offer your voice for audiobooks and recordings.',
      held: isVoiceoverArtist.value,
      dashboard: { label: 'Voiceover dashboard', href: '/dashboard/voiceover' },
      open: { label: 'Become a Voiceover Artist', href: '/selling/voa' },
      extra: (
        <Loadable response={check} headingLevel={2}>
          {({ data }) =>
            data.voiceover_status ? <Tag>Profile {humanize(data.voiceover_status)}</Tag> : null
          }
        </Loadable>
      ),
    },
  ];
  return (
    <Screen title="Selling" description="Sell your books or your voice on the bookstore.">
      <CardList items={accounts} getKey={(account) => account.title}>
        {({ extra, ...account }) => <AccountCard {...account}>{extra}</AccountCard>}
      </CardList>
    </Screen>
  );
}
