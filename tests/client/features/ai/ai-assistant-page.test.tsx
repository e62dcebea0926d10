import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AiAssistantPage } from '@/features/ai/ai-assistant-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders, setViewport } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareAiApi, eventStream, makeConversation, makeQuota } from '../../support/ai-api';
import { makeSettings } from '../../support/fixtures';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openAssistant(options: Parameters<typeof declareAiApi>[0] = {}) {
  const server = declareAiApi(options);
  const user = userEvent.setup();
  const view = renderWithProviders(<AiAssistantPage />, '/ai-assistant');
  await waitFor(() => expect(screen.getByTestId('ai-quota')).toBeInTheDocument());
  await waitFor(() => expect(screen.queryByTestId('ai-conversations-loading')).not.toBeInTheDocument());
  return { ...server, ...view, user };
}

describe('the AI assistant page', () => {
  it('greets a new user with suggested questions and the chats left this month', async () => {
    await openAssistant();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeInTheDocument();
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('5 AI chats left this month');
    expect(screen.getByTestId('ai-quota')).toHaveAttribute('data-state', 'normal');
    expect(screen.getByText('No conversations yet. Ask a question to start one.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-suggestion-spending')).toHaveTextContent('How much did I spend this month?');
  });

  it('streams an answer as Markdown, says which data it used, and counts the chat', async () => {
    const { user } = await openAssistant();
    await user.click(screen.getByTestId('ai-suggestion-spending'));
    const answer = await screen.findByTestId('ai-answer');
    await waitFor(() => expect(within(answer).getByRole('table')).toBeInTheDocument());
    // A table wider than a phone scrolls inside its own region, which the keyboard can reach.
    expect(within(answer).getByRole('region', { name: 'Table from the answer' })).toHaveAttribute('tabindex', '0');
    expect(within(answer).getByRole('cell', { name: '$120.50' })).toBeInTheDocument();
    expect(within(answer).getByText('$120.50', { selector: 'strong' })).toBeInTheDocument();
    // Each figure's rows open on money tracking, narrowed as a person would narrow it by hand.
    const source = await within(answer).findByRole('link', { name: 'Transactions · Expense · Nov 1, 2026 – Nov 20, 2026' });
    expect(source).toHaveAttribute('href', '/money-tracking?from=2026-11-01&to=2026-11-20&type=expense');
    expect(screen.getByTestId('ai-question')).toHaveTextContent('How much did I spend this month?');
    await waitFor(() => expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('4 AI chats left this month'));
    await waitFor(() => expect(screen.getByTestId('ai-conversation')).toHaveTextContent('How much did I spend this month?'));
    expect(screen.getByTestId('ai-conversation')).toHaveAttribute('aria-current', 'true');
    const [request] = api.callsTo('POST /api/ai/chat');
    expect(request?.headers.get('Accept')).toBe('text/event-stream');
    expect(request?.body).toEqual({ message: 'How much did I spend this month?' });
  });

  it('stops an answer while it streams and says it was not counted', async () => {
    const { user } = await openAssistant({
      answer: () => {
        // An answer that starts and never finishes, as a slow model's would.
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: meta\ndata: {"conversationId":"c9"}\n\nevent: delta\ndata: {"text":"You spent "}\n\n'));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      },
    });
    await user.click(screen.getByTestId('ai-suggestion-spending'));
    expect(await screen.findByText('You spent')).toBeInTheDocument();
    expect(screen.queryByTestId('ai-send')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('ai-stop'));
    expect(await screen.findByTestId('ai-stopped')).toHaveTextContent('Stopped. This answer was not saved and did not use a chat.');
    expect(screen.getByTestId('ai-send')).toBeInTheDocument();
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('5 AI chats left this month');
  });

  it('writes its dates in the date format and time zone chosen in settings', async () => {
    // Kiritimati (UTC+14) is already in the next day: the month renews on 1 December there.
    const { queryClient } = await openAssistant({
      quota: makeQuota({ resetsAt: '2026-11-30T10:00:00.000Z' }),
      conversations: [makeConversation('c1', 'Savings', [['What is my savings rate?', 'About 20%.']])],
    });
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ dateFormat: 'long', timezone: 'Pacific/Kiritimati' }));
    });
    await waitFor(() => expect(screen.getByTestId('ai-quota')).toHaveTextContent('Renews December 1, 2026'));
    expect(screen.getByTestId('ai-conversation')).toHaveTextContent('November 21, 2026');
  });

  it('copies an answer', async () => {
    const { user } = await openAssistant({
      conversations: [makeConversation('c1', 'Savings', [['What is my savings rate?', 'Your savings rate is **20%**.', ['income_vs_expenses']]])],
    });
    await user.click(screen.getByTestId('ai-conversation'));
    await user.click(await screen.findByTestId('ai-copy-answer'));
    expect(await navigator.clipboard.readText()).toBe('Your savings rate is **20%**.');
    expect(screen.getByTestId('ai-copy-answer')).toHaveAccessibleName('Copied');
  });

  it('says "Failed to send message" when the answer fails, and retries', async () => {
    let attempts = 0;
    const server = declareAiApi({
      answer: (message) => {
        attempts += 1;
        if (attempts === 1)
          return eventStream([
            ['meta', { conversationId: 'conv-new' }],
            ['error', { code: 'ai_provider_failed', message: 'Failed to send message' }],
          ]);
        return server.answerWith(message);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AiAssistantPage />, '/ai-assistant');
    await user.type(await screen.findByTestId('ai-input'), 'How much did I spend this month?{Enter}');
    expect(await screen.findByTestId('ai-send-failed')).toHaveTextContent('Failed to send message');
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('5 AI chats left this month');
    await user.click(screen.getByTestId('ai-retry'));
    await waitFor(() => expect(screen.queryByTestId('ai-send-failed')).not.toBeInTheDocument());
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(api.callsTo('POST /api/ai/chat')).toHaveLength(2);
  });

  it('warns when chats are running low', async () => {
    await openAssistant({ quota: makeQuota({ used: 3, remaining: 2 }) });
    expect(screen.getByTestId('ai-quota')).toHaveAttribute('data-state', 'running_low');
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('Only 2 AI chats remaining');
    expect(screen.getByTestId('ai-quota-warning')).toHaveTextContent("You're running low on AI chats. Consider upgrading to Premium for unlimited access.");
    expect(screen.getByTestId('ai-upgrade')).toHaveAttribute('href', '/upgrade');
  });

  it('counts a fresh month plainly and says "1 AI chat" in the singular', async () => {
    await openAssistant({ quota: makeQuota({ used: 0, remaining: 15, bonus: 10 }) });
    // Fifteen chats left is not running low: no "Only".
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent('15 AI chats left this month');
    expect(screen.getByTestId('ai-quota-count')).not.toHaveTextContent('Only');
    cleanup();
    await openAssistant({ quota: makeQuota({ used: 4, remaining: 1 }) });
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent(/^Only 1 AI chat remaining$/);
  });

  it('keeps the question box pinned to the bottom of the screen, and on a phone clear of the add button', async () => {
    await openAssistant();
    expect(screen.getByTestId('ai-composer-dock')).toContainElement(screen.getByTestId('ai-input'));
    expect(screen.getByTestId('ai-composer-dock')).toHaveClass('sticky', 'bottom-0');
    cleanup();
    setViewport('phone');
    await openAssistant();
    // Above the tab bar, and short of the corner where the add button floats.
    expect(screen.getByTestId('ai-composer-dock')).toHaveClass('sticky', 'bottom-[calc(4rem+env(safe-area-inset-bottom))]', 'pe-16');
    vi.restoreAllMocks();
  });

  it('offers Premium and stops asking once the month’s chats are used', async () => {
    await openAssistant({ quota: makeQuota({ used: 5, remaining: 0 }) });
    expect(screen.getByTestId('ai-quota')).toHaveAttribute('data-state', 'limit_reached');
    expect(screen.getByTestId('ai-quota-count')).toHaveTextContent("You've used all 5 AI chats for this month");
    expect(screen.getByTestId('ai-quota-warning')).toHaveTextContent("You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!");
    expect(screen.getByTestId('ai-upgrade')).toHaveAttribute('href', '/upgrade');
    expect(screen.getByTestId('ai-input')).toBeDisabled();
    // The reason sits beside the greyed-out box, not only in the banner at the top.
    expect(screen.getByTestId('ai-limit-reason')).toHaveTextContent("You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!");
    expect(screen.getByTestId('ai-input')).toHaveAccessibleDescription("You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!");
    expect(screen.getByTestId('ai-suggestion-spending')).toBeDisabled();
  });

  it('shows the limit message when the server refuses a question for the quota', async () => {
    const { user } = await openAssistant({
      answer: () => failure(402, "You've reached your AI chat limit. Upgrade to Premium for unlimited AI assistance!", 'ai_quota_exceeded'),
    });
    await user.click(screen.getByTestId('ai-suggestion-goals'));
    expect(await screen.findByRole('alert')).toHaveTextContent("You've reached your AI chat limit.");
  });

  it('shows Premium as unlimited', async () => {
    await openAssistant({ quota: makeQuota({ plan: 'premium', used: 40, limit: null, remaining: null }) });
    expect(screen.getByTestId('ai-quota')).toHaveTextContent('Unlimited AI chats with Premium');
    expect(screen.queryByTestId('ai-upgrade')).not.toBeInTheDocument();
  });

  it('opens an earlier conversation and deletes one after confirming', async () => {
    const { user } = await openAssistant({
      conversations: [
        makeConversation('c1', 'Goals check', [['How are my goals doing?', 'All on track.', ['goals_progress']]]),
        makeConversation('c2', 'Budget', [['Check my budget', 'Needs are fine.']]),
      ],
    });
    const [budget, goals] = screen.getAllByTestId('ai-conversation');
    expect(budget).toHaveTextContent('Budget');
    await user.click(goals!);
    expect(await screen.findByText('All on track.')).toBeInTheDocument();
    expect(screen.getByTestId('ai-tools-used')).toHaveTextContent('Goals');

    await user.click(screen.getAllByTestId('ai-delete-conversation')[1]!);
    expect(screen.getByTestId('ai-delete-dialog')).toHaveTextContent('Delete this conversation?');
    await user.click(screen.getByTestId('ai-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('ai-conversation')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/ai/conversations/c1')).toHaveLength(1);
    expect(screen.getByTestId('ai-welcome')).toBeInTheDocument();
  });

  it('keeps the conversation list in a sheet on a phone', async () => {
    setViewport('phone');
    const { user } = await openAssistant({ conversations: [makeConversation('c1', 'Goals check', [['How are my goals doing?', 'All on track.']])] });
    expect(screen.queryByTestId('ai-conversations')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('ai-open-conversations'));
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByTestId('ai-conversation'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('All on track.')).toBeInTheDocument();
  });
});
