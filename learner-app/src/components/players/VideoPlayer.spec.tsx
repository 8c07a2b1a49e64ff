/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '@academy/ui/testing';
import { VideoPlayer } from './VideoPlayer';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('VideoPlayer', () => {
  it("shows a card with a link to the video on its provider when the provider cannot be reached, not the browser's broken page", async () => {
    const asked: string[] = [];
    globalThis.fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      throw new TypeError('Failed to fetch');
    };
    renderScreen(<VideoPlayer title="Sourcing 101" provider="youtube" videoId="abc123XYZ_-" />);
    const link = await screen.findByRole('link', { name: /Watch on YouTube/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc123XYZ_-');
    expect(screen.getByRole('heading', { name: 'The video could not be loaded' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(asked).toEqual(['https://www.youtube-nocookie.com/embed/abc123XYZ_-']);
  });

  it('keeps the player when the provider answers', async () => {
    let answered!: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    globalThis.fetch = async () => {
      answered();
      return new Response(null, { status: 200 });
    };
    renderScreen(<VideoPlayer title="Sourcing 101" provider="vimeo" videoId="76979871" />);
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTitle('Sourcing 101 (video)').tagName).toBe('IFRAME');
    expect(screen.queryByRole('link', { name: /Watch on Vimeo/ })).toBeNull();
  });
});
