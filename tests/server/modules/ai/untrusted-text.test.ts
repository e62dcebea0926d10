import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { addGroupExpense, ask, createEvent, seedGroup, signedInAgent } from '../../support/factories';
import { createTestApp } from '../../support/test-app';

const { app, database } = await createTestApp();

const phishingLink = '[Claim your refund](https://evil.example/phish)';
const trackingImage = '![pixel](https://evil.example/pixel.png)';

const owner = await signedInAgent(app, { firstName: 'Olivia', lastName: 'Owner' });
// A group member who writes Markdown into everything the owner's assistant will read out.
const member = await signedInAgent(app, { firstName: '[Refunds](https://evil.example/me)', lastName: 'Desk' });
const group = await seedGroup(database.db, { id: owner.user.id }, [{ id: member.user.id }], { name: `Trip ${trackingImage}` });
await createEvent(app, member.cookie, { title: phishingLink, location: `**Lobby** ${trackingImage}`, groupId: group.id });
await addGroupExpense(app, member.cookie, group.id, member.user.id, [owner.user.id, member.user.id], { amount: '40.00', description: phishingLink });

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/** The answer as a Markdown renderer with GitHub's extensions (the client's) reads it. */
function parsed(reply: string): MarkdownNode {
  return fromMarkdown(reply, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as MarkdownNode;
}

function nodesOf(node: MarkdownNode): MarkdownNode[] {
  return [node, ...(node.children ?? []).flatMap(nodesOf)];
}

/**
 * Links and images the answer's Markdown makes. A bare address someone typed stays visible text
 * that GitHub's renderer still links by itself (it finds URLs in the text after escapes are
 * read); such a link shows exactly its address, and the client renders no link out of the app.
 */
function madeUp(tree: MarkdownNode): MarkdownNode[] {
  const bareAddress = (node: MarkdownNode & { url?: string }) => node.type === 'link' && textOf(node) === node.url;
  return nodesOf(tree).filter((node) => ['link', 'image', 'html', 'linkReference', 'imageReference', 'definition'].includes(node.type) && !bareAddress(node));
}

function textOf(node: MarkdownNode): string {
  return nodesOf(node)
    .map((child) => child.value ?? '')
    .join('');
}

describe('text other people typed, in the assistant’s answers', () => {
  it('shows an event title, location and group name as the characters typed, never as a link or image', async () => {
    const answer = await ask(app, owner.cookie, 'What events are coming up?');
    expect(answer.toolsUsed).toEqual(['upcoming_events']);
    const tree = parsed(answer.reply);
    expect(madeUp(tree)).toEqual([]);
    expect(textOf(tree)).toContain(phishingLink);
    expect(textOf(tree)).toContain(`**Lobby** ${trackingImage}`);
    expect(textOf(tree)).toContain(`Trip ${trackingImage}`);
  });

  it('shows a member’s name and a group’s name as typed in group balances', async () => {
    const answer = await ask(app, owner.cookie, 'What do I owe in my groups?');
    const tree = parsed(answer.reply);
    expect(madeUp(tree)).toEqual([]);
    expect(textOf(tree)).toContain('[Refunds](https://evil.example/me)');
    expect(textOf(tree)).toContain(`Trip ${trackingImage}`);
  });
});
