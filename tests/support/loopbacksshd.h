#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

/// An OpenSSH sshd of the test's own on a free loopback port that lets the test's user in with one
/// key and forwards TCP: what a cluster's login node or a campus jump host is to gpudesk.
class LoopbackSshd
{
public:
    /// `authorizedKey`: the one public key line it accepts; `extraConfig`: more sshd_config lines.
    explicit LoopbackSshd(const QString &authorizedKey, const QString &extraConfig = {});
    ~LoopbackSshd();
    LoopbackSshd(const LoopbackSshd &) = delete;
    LoopbackSshd &operator=(const LoopbackSshd &) = delete;

    /// Lets the test's user in with `password` too: a real password login (a shadow entry preloaded
    /// into this sshd alone), as an instance is to gpudesk at its first login. The logins' HOME is
    /// then home(), whose ~/.ssh/authorized_keys is the file it reads the keys from. Before start().
    void setPassword(const QString &password) { m_password = password; }
    QString home() const { return m_dir.filePath(QStringLiteral("home")); }
    /// The user it lets in (the test's own).
    static QString user();

    /// Starts it and waits until it accepts connections; false with `error` when it did not.
    bool start(QString *error);
    quint16 port() const { return m_port; }
    /// What it logged so far (-e: to stderr): "Accepted publickey for …" per login.
    QString log();

private:
    QTemporaryDir m_dir;
    QString m_key;
    QString m_extra;
    QString m_password;
    QProcess m_sshd;
    QString m_log;
    quint16 m_port = 0;
};
