#include "core/monitor/gpumonitor.h"

#include "common/clock.h"
#include "core/monitor/gpusamplestream.h"
#include "core/ssh/execchannel.h"

#include <QPointer>

GpuMonitor::GpuMonitor(const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
{
    m_pool.setMaxThreadCount(2); // one sampling, one ending after a restart
}

GpuMonitor::~GpuMonitor()
{
    stop();
    m_pool.waitForDone();
}

void GpuMonitor::start(const SshTarget &target, const SshSession::PassphraseSource &ask, int intervalMs)
{
    stop();
    auto stopFlag = std::make_shared<std::atomic_bool>(false);
    m_stop = stopFlag;
    const QByteArray command = GpuSampleStream::command(intervalMs);
    m_pool.start([this, target, ask, command, stopFlag] {
        // Answered on the owner's thread, unless this run was stopped meanwhile.
        const auto post = [this, stopFlag](auto deliver) {
            QMetaObject::invokeMethod(
                this,
                [this, stopFlag, deliver] {
                    if (m_stop == stopFlag)
                        deliver();
                },
                Qt::QueuedConnection);
        };
        const auto fail = [this, post](const SshFailure &failure) {
            post([this, failure] {
                m_stop.reset();
                Q_EMIT failed(failure);
            });
        };
        SshSession session;
        SshFailure failure;
        if (!session.connect(target, {}, &failure) || !session.authenticate(ask, &failure))
            return fail(failure);
        ExecChannel channel(session);
        channel.setStop(stopFlag.get());
        if (!channel.start(command, &failure))
            return fail(failure);
        GpuSampleStream stream;
        while (!*stopFlag) {
            const std::optional<QByteArray> line = channel.readLine(&failure);
            if (!line)
                break;
            if (auto sample = stream.feed(*line, m_clock.now()))
                post([this, s = *sample] { Q_EMIT sampled(s); });
        }
        if (!*stopFlag) {
            if (failure.message.isEmpty())
                failure.message
                    = tr("The instance ended the sampling: %1").arg(QString::fromUtf8(channel.errorOutput()).trimmed());
            fail(failure);
        }
    });
}

void GpuMonitor::stop()
{
    if (m_stop)
        *m_stop = true;
    m_stop.reset();
}
