#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

/// One console per user: the first start listens on a local socket of the user's own; a later
/// start (the menu, a terminal, the autostart) hands its arguments to it and quits, so that there
/// is one window, one poller and one tray icon. A socket left by a console that crashed is taken
/// over.
class SingleInstance final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SingleInstance)
public:
    /// The user's socket name (the user's id in it: each user has their own console), or
    /// GPUDESK_CONSOLE_SOCKET where it is set.
    static QString userSocketName();

    explicit SingleInstance(QString name, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// Hands `arguments` to a console that already runs; true when one took them (this start then
    /// quits), false when none answers within `timeoutMs`.
    bool handOver(const QStringList &arguments, int timeoutMs = 2000);
    /// Listens for later starts (false, with `error`, when it cannot: the console then runs alone).
    bool listen(QString *error);
    /// Stops listening (before this console starts another in its place).
    void close();

Q_SIGNALS:
    /// A later start handed these arguments over: raise the window, and act on them.
    void activated(const QStringList &arguments);

private:
    QString m_name;
    QLocalServer *m_server = nullptr;
};
