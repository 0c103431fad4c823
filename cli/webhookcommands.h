#pragma once

#include "cli/ctlgroup.h"

class AccountWebhooks;

/// gpudeskctl webhooks: alerts the platform sends to a phone or a receiver of the user's.
class WebhookCommands : public CtlGroup
{
public:
    explicit WebhookCommands(CtlContext &context)
        : CtlGroup(context)
    { }
    static QList<CtlCommand> table();

    CtlExit list(const QStringList &words);
    CtlExit events(const QStringList &words);
    CtlExit add(const QStringList &words);
    CtlExit test(const QStringList &words);
    CtlExit deliveries(const QStringList &words);
    CtlExit remove(const QStringList &words);

private:
    /// The webhook's id, the first word; empty after saying that `command` needs it.
    QString webhookId(const QStringList &words, const QString &command);
};
