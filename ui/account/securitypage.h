#pragma once

#include "core/model/account.h"
#include "ui/widgets/shellpage.h"

#include <optional>

class Clock;
class Confirmer;
class Console;
class IdentityVerification;
class LoginRecords;
class PasswordChange;
class Platform;
class SessionConfirmation;
class TwoFactorAuth;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class ListModel;
class QTableView;

/// The Security page (the seed's "first thing after logging in"): two-factor login with
/// a QR code for the authenticator app and the secret as text, the recovery codes shown once with
/// copy and save; turning it off; recent logins with addresses not seen before marked; changing
/// the password; and real-name verification, its status and what it unlocks.
class SecurityPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecurityPage)
public:
    /// What the page reads and changes: the account, and each facet it shows (null where the
    /// platform keeps it on its web site, and the page shows nothing of it).
    struct Sources
    {
        Platform &platform;
        TwoFactorAuth *twoFactor = nullptr;
        IdentityVerification *verification = nullptr;
        PasswordChange *passwords = nullptr;
        LoginRecords *logins = nullptr;
        /// Proving again who the user is before 2FA goes off or the password changes.
        SessionConfirmation *confirmation = nullptr;

        static Sources of(Platform &platform);
        /// Whether there is any of what the page shows (2FA, verification, a password, logins).
        bool hasAnything() const { return twoFactor || verification || passwords || logins; }
    };

    /// `clock` is the machine's (the verification form checks birth dates against it).
    SecurityPage(const Console &console, const Sources &sources, Confirmer &confirmer, const Clock &clock,
                 QWidget *parent = nullptr);
    ~SecurityPage() override;

    QString title() const override;
    QIcon icon() const override;

    /// Reads the account and its login records again.
    void reload() override;

    QLabel *twoFactorStatus() const { return m_twoFactorStatus; }
    QPushButton *twoFactorButton() const { return m_twoFactorButton; }
    QLabel *qrCode() const { return m_qr; }
    QLabel *secretText() const { return m_secret; }
    QLineEdit *codeField() const { return m_code; }
    QPushButton *confirmButton() const { return m_confirm; }
    QPlainTextEdit *recoveryCodes() const { return m_recovery; }
    QPushButton *saveCodesButton() const { return m_saveCodes; }
    QTableView *logins() const { return m_logins; }
    /// The logins shown.
    const ListModel &loginRows() const { return *m_loginRows; }
    QLineEdit *currentPassword() const { return m_current; }
    QLineEdit *newPassword() const { return m_new; }
    QLineEdit *repeatPassword() const { return m_repeat; }
    QPushButton *changePasswordButton() const { return m_change; }
    QLabel *verificationStatus() const { return m_verification; }
    QPushButton *verifyButton() const { return m_verify; }
    /// The last sentence about what was done here, or what went wrong.
    QLabel *message() const { return m_message; }

    /// Opens the real-name verification form (window-modal).
    void openVerification();
    /// A login record's reason in the user's words.
    static QString loginResult(const LoginRecord &record);

Q_SIGNALS:
    /// Something the page asked for was answered: tests wait on it.
    void answered();

private:
    void showAccount(const Account &account);
    void toggleTwoFactor();
    void confirmTwoFactor();
    void showRecoveryCodes(const QStringList &codes);
    void saveRecoveryCodes();
    void changePassword();
    void say(const QString &sentence, bool problem);

    const Console &m_console;
    Sources m_sources;
    Confirmer &m_confirmer;
    const Clock &m_clock;
    std::optional<Account> m_account;
    QLabel *m_message;
    QLabel *m_twoFactorStatus;
    QPushButton *m_twoFactorButton;
    QGroupBox *m_enrol;
    QLabel *m_qr;
    QLabel *m_secret;
    QLineEdit *m_code;
    QPushButton *m_confirm;
    QGroupBox *m_codes;
    QPlainTextEdit *m_recovery;
    QPushButton *m_copyCodes;
    QPushButton *m_saveCodes;
    ListModel *m_loginRows;
    QTableView *m_logins;
    QLineEdit *m_current;
    QLineEdit *m_new;
    QLineEdit *m_repeat;
    QPushButton *m_change;
    QLabel *m_verification;
    QPushButton *m_verify;
};
