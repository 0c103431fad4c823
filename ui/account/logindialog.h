#pragma once

#include "core/model/sshhop.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class Session;
class SshRemote;
class SshWorkspace;
struct SshFailure;
struct ApiError;

/// Logging in (DESIGN section 5): phone or e-mail and password, then a second step for a 2FA code
/// or a recovery code when the account has one; registering; and, on the local sandbox, the demo
/// account in one click. Every field is checked on the page before the platform is asked; the
/// platform's refusals are shown as the core's sentences. Accepted once the session is logged in.
class LoginDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoginDialog)
public:
    enum Page { LogIn, TwoFactor, Register };
    /// What the platform logs in with: an account's login and password (the local sandbox's demo
    /// account one click away), an API key made on the platform's web site (or a key pair: its public
    /// and private halves), or a Slurm cluster's user name and token (which the dialog can get from
    /// the login node over SSH).
    enum class Kind { Account, Sandbox, ApiKey, ApiKeyPair, ClusterToken };
    LoginDialog(Session &session, Kind kind, QWidget *parent = nullptr);
    /// `sandbox`: Kind::Sandbox, else Kind::Account.
    LoginDialog(Session &session, bool sandbox, QWidget *parent = nullptr);
    ~LoginDialog() override;

    /// Kind::ClusterToken: what the token is fetched with, and the login node the cluster's address
    /// names (its user, the address's), filled in.
    void setCluster(SshWorkspace *ssh, SshRemote *remote, const std::optional<SshHop> &loginNode);

    Page page() const;
    /// The sentence shown under the form now (tests read it).
    QString problem() const;
    /// Says `text` under the form (why the user is asked to log in again, say).
    void setProblem(const QString &text);

    /// The demo account of the local sandbox.
    static constexpr const char *kDemoLogin = "13800000000";
    static constexpr const char *kDemoPassword = "sandbox-demo";
    /// How long a token fetched from the login node lasts (sites may cap it lower).
    static constexpr int kTokenLifespanSeconds = 7 * 24 * 3600;

private:
    QWidget *buildLogIn(Kind kind);
    QWidget *buildClusterLogIn(QWidget *page);
    /// Runs scontrol token on the login node; logs in with what it prints.
    void fetchToken();
    void tokenFailed(const SshFailure &failure);
    QWidget *buildTwoFactor();
    QWidget *buildRegister();
    void submitLogIn();
    void submitCode();
    void submitRegistration();
    void showPage(Page page);
    void setBusy(bool busy);
    void failed(const ApiError &error);

    Session &m_session;
    Kind m_kind;
    QStackedWidget *m_pages;
    QLabel *m_problem;
    QLineEdit *m_login;
    QLineEdit *m_password;
    QLineEdit *m_code;
    QLineEdit *m_phone;
    QLineEdit *m_email;
    QLineEdit *m_newPassword;
    QLineEdit *m_repeat;
    QList<QPushButton *> m_buttons;
    SshWorkspace *m_ssh = nullptr;
    SshRemote *m_remote = nullptr;
    QLineEdit *m_loginNode = nullptr;
    QLineEdit *m_key = nullptr; ///< the private key the login node lets in
    QPushButton *m_fetch = nullptr;
    QPushButton *m_trust = nullptr; ///< shown when the login node's host key needs the user's word
    QString m_trusted; ///< the login node's fingerprint the user accepted
};
