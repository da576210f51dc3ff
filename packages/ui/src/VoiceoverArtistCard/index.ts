export * from './VoiceoverArtistCard';
