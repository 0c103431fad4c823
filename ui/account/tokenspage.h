#pragma once

#include "core/model/credentials.h"
#include "ui/widgets/shellpage.h"

class Confirmer;
class ApiTokens;
class Console;
class SessionConfirmation;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class ListModel;
class QTableView;

/// The API tokens page: tokens for scripts and gpudeskctl (GPUDESK_TOKEN), each with a
/// name, the scopes it needs and an expiry (30 days unless said otherwise); the secret is shown
/// once with a copy button and the advice that keeps it safe; the list says when each expires
/// (the next 7 days highlighted) and was last used; revoking one stops it at once.
class TokensPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TokensPage)
public:
    static constexpr int kDefaultDays = 30;
    /// Tokens that expire within this many days are highlighted.
    static constexpr int kSoonDays = 7;

    /// `tokens` is the console's platform's facet (the page exists only where the platform has it);
    /// `confirmation` proves again who the user is before a token is made or renewed (null where the
    /// platform never asks).
    TokensPage(const Console &console, ApiTokens &tokens, SessionConfirmation *confirmation, Confirmer &confirmer,
               QWidget *parent = nullptr);
    ~TokensPage() override;

    QString title() const override;
    QIcon icon() const override;

    void reload() override;

    QLineEdit *nameField() const { return m_name; }
    QCheckBox *scope(const QString &scope) const;
    QSpinBox *daysField() const { return m_days; }
    QPushButton *createButton() const { return m_create; }
    /// The secret of the token just created (shown once); empty otherwise.
    QLineEdit *secretField() const { return m_secret; }
    QTableView *table() const { return m_table; }
    /// The tokens shown.
    const ListModel &rows() const { return *m_rows; }
    QPushButton *revokeButton() const { return m_revoke; }
    QPushButton *rotateButton() const { return m_rotate; }
    QLabel *message() const { return m_message; }
    /// A scope in the user's words.
    static QString scopeName(const QString &scope);

Q_SIGNALS:
    /// The list was read again: tests wait on it.
    void listed();

private:
    /// The table's columns.
    enum Column { Name, Scopes, Expires, LastUsed, ColumnCount };

    void create();
    void revoke();
    /// A new secret for the chosen token, the old one going on for the grace the user picks.
    void rotate();
    void say(const QString &sentence, bool problem);

    const Console &m_console;
    SessionConfirmation *m_confirmation;
    ApiTokens &m_store;
    Confirmer &m_confirmer;
    QList<ApiToken> m_tokens;
    QLineEdit *m_name;
    QList<QCheckBox *> m_scopes;
    QSpinBox *m_days;
    QPushButton *m_create;
    QWidget *m_secretBox;
    QLineEdit *m_secret;
    QPushButton *m_copy;
    ListModel *m_rows;
    QTableView *m_table;
    QPushButton *m_rotate;
    QPushButton *m_revoke;
    QLabel *m_message;
};
