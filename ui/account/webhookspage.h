#pragma once

#include "core/model/webhook.h"
#include "ui/widgets/shellpage.h"

#include <QList>

class AccountWebhooks;
class Confirmer;
class Console;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

/// The phone alerts page: the platform's webhooks, which say what the console's guards say when no
/// console runs (an instance the platform stopped and what it cost, the balance low, a spend limit
/// near, a voucher expiring, a finished job) to a bot the student already has — Feishu/Lark,
/// DingTalk, WeCom, Slack, ntfy — or any URL as plain JSON. A new one's secret is shown once; a
/// test is sent in one click, and each delivery is listed with its result.
class WebhooksPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhooksPage)
public:
    WebhooksPage(Console &console, AccountWebhooks &webhooks, Confirmer &confirmer, QWidget *parent = nullptr);
    ~WebhooksPage() override;

    QString title() const override;
    QIcon icon() const override;

    void reload();
    /// A format's name as the user knows the bot ("Feishu / Lark").
    static QString formatName(const QString &format);
    /// An event in the user's words.
    static QString eventName(const QString &event);

    QLineEdit *urlField() const { return m_url; }
    QComboBox *formatBox() const { return m_format; }
    QLineEdit *balanceBelowField() const { return m_below; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *testButton() const { return m_test; }
    QPushButton *removeButton() const { return m_remove; }
    QTableWidget *table() const { return m_table; }
    QTableWidget *deliveries() const { return m_deliveries; }
    QLineEdit *secretField() const { return m_secret; }
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// The list (or the selected webhook's deliveries) was read again: tests wait on it.
    void listed();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void add();
    void test();
    void remove();
    void showDeliveries();
    void say(const QString &sentence, bool problem);

    Console &m_console;
    AccountWebhooks &m_webhooks;
    Confirmer &m_confirmer;
    QList<Webhook> m_list;
    QLineEdit *m_url;
    QComboBox *m_format;
    QList<QCheckBox *> m_events;
    QLineEdit *m_below;
    QPushButton *m_add;
    QWidget *m_secretBox;
    QLineEdit *m_secret;
    QTableWidget *m_table;
    QPushButton *m_test;
    QPushButton *m_remove;
    QTableWidget *m_deliveries;
    QLabel *m_message;
};
