#pragma once

#include <QObject>

class QSocketNotifier;

/// Turns SIGTERM, SIGINT and SIGHUP into a Qt signal delivered on the event loop, so a process can
/// shut down cleanly (stop servers, remove its endpoint file) instead of dying mid-write.
/// A POSIX signal handler may only write to a pipe; the notifier reads it on the owning thread.
/// Only one instance may exist per process, since the handler is process-wide.
class UnixSignalWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UnixSignalWatcher)
public:
    explicit UnixSignalWatcher(QObject *parent = nullptr);
    ~UnixSignalWatcher() override;

Q_SIGNALS:
    void terminationRequested(int signalNumber);

private:
    void readSignal();
    QSocketNotifier *m_notifier = nullptr;
};
