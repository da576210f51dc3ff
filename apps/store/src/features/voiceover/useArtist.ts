import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { useCountry } from '../shared';
import { voaRead } from './reads';

/** The artist of a /voas/{username} page, priced for the store's country. */
export function useArtist() {
  const { username = '' } = useParams();
  const country = useCountry();
  return { username, artist: hooks.public.useGetVoa(voaRead(username, country)) };
}
