#pragma once

#include "core/monitor/gpulivesample.h"
#include "core/ssh/sshfailure.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtarget.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>

class Clock;

/// Samples an instance's cards, CPU and RAM over one SSH channel that stays open
/// (GpuSampleStream), on a worker thread, and hands each sample to the owner's thread. One
/// instance at a time: starting again stops the one before. Stopping ends the channel within a
/// second; nothing is sampled while stopped.
class GpuMonitor : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuMonitor)
public:
    explicit GpuMonitor(const Clock &clock, QObject *parent = nullptr);
    ~GpuMonitor() override; ///< stops, then waits for the worker

    /// Samples `target` every `intervalMs` from now on, logging in with `ask` for a passphrase.
    void start(const SshTarget &target, const SshSession::PassphraseSource &ask, int intervalMs = 2000);
    void stop();
    bool isRunning() const { return m_stop != nullptr; }

Q_SIGNALS:
    void sampled(const GpuLiveSample &sample);
    /// The channel could not be opened, or it broke: sampling has ended.
    void failed(const SshFailure &failure);

private:
    const Clock &m_clock;
    QThreadPool m_pool;
    std::shared_ptr<std::atomic_bool> m_stop; ///< the running worker's; null while stopped
};
