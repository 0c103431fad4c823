#pragma once

#include <QDialog>

class Clock;
class IdentityVerification;
class QLabel;
class QLineEdit;
class QPushButton;

/// Real-name verification (DESIGN section 3): the name on the ID card and the resident identity
/// number, checked here as the platform would (format, check character, birth date) before they
/// are sent. Verified, an account rents every card and its boots are no longer limited in length.
/// Reached from the create wizard's locked cards; the security page will open it too.
class VerificationDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerificationDialog)
public:
    /// The platform is not owned; `clock` says what today is (a birth date in the future is refused).
    VerificationDialog(IdentityVerification &verification, const Clock &clock, QWidget *parent = nullptr);
    ~VerificationDialog() override;

    /// What is wrong with the form now, in the user's words; empty when it can be sent.
    QString problem() const;
    /// What the platform answered ("pending"), once it has.
    QString status() const { return m_status; }

    /// Sends the form (the Submit button).
    void submit();

Q_SIGNALS:
    /// The platform took the request: it is being reviewed.
    void submitted(const QString &status);

private:
    void check();

    IdentityVerification &m_verification;
    const Clock &m_clock;
    QLineEdit *m_name;
    QLineEdit *m_idNumber;
    QLabel *m_message;
    QPushButton *m_submit;
    QPushButton *m_cancel;
    QString m_status;
    bool m_sending = false;
};
