#pragma once

#include "core/ssh/sshfailure.h"

#include <QByteArray>
#include <QByteArrayView>

#include <atomic>
#include <optional>

class SshSession;
struct ssh_channel_struct;

/// One command on the instance with its standard input and output as streams (what transfers run
/// on: libssh 0.10 has no pipelined SFTP write, and a plain exec channel keeps up with scp). Blocking,
/// on the session's own thread. A stalled network ends a call within the session's stall timeout
/// (SshSession::setStallTimeout) instead of hanging.
class ExecChannel
{
public:
    explicit ExecChannel(SshSession &session);
    ~ExecChannel(); ///< closes the channel (the command sees its input end)
    ExecChannel(const ExecChannel &) = delete;
    ExecChannel &operator=(const ExecChannel &) = delete;

    /// How the command treats its input: Quiet ones (cat > file, tar -x) write nothing to their
    /// output while they read, so input is sent at full speed; one that Answers while it reads
    /// (sha256sum behind xargs, tar -c) gets only what SSH's window takes, its output kept meanwhile.
    enum class Input { Quiet, Answers };
    bool start(const QByteArray &command, SshFailure *failure, Input input = Input::Quiet);
    /// A flag that ends a wait for the command (a pause, a quit) within a second; may be null.
    void setStop(const std::atomic_bool *stop) { m_stop = stop; }
    /// Sends all of `data` to the command's input, waiting while SSH's window is full. False when the
    /// command ended or the session broke (errorOutput() may say why: "No space left on device").
    bool write(QByteArrayView data, SshFailure *failure);
    /// Sends as much of `data` as SSH's window takes now (at most 1 MiB), without waiting for it to
    /// open: the bytes taken, 0 while it is shut (SshSession::waitForData() waits for it to open), -1
    /// when the command ended or the session broke. For feeding several commands at once.
    qsizetype writeSome(QByteArrayView data, SshFailure *failure);
    /// Whether SSH's window takes input now (writeSome() would send some).
    bool windowOpen() const;
    /// Ends the command's input.
    void closeInput();
    /// Up to `max` bytes of the command's output: > 0 read, 0 at its end, -1 on a broken session.
    qsizetype read(char *into, qsizetype max, SshFailure *failure);
    /// The command's next line of output (without its line break), for a command that answers
    /// before it reads on; nullopt when the command ended first (finish() then says how) or the
    /// session broke.
    std::optional<QByteArray> readLine(SshFailure *failure);
    /// Whether all of the command's output has been read (finish() then only collects its status).
    bool ended() const;
    /// Reads what is left (at most `limit` bytes kept in `out`, may be null) and the exit status.
    std::optional<int> finish(QByteArray *out, SshFailure *failure, qsizetype limit = 64 << 20);
    /// What the command wrote to its standard error so far (at most 64 KiB).
    QByteArray errorOutput() const { return m_err; }

private:
    void drainErrors();
    /// Keeps what the command wrote meanwhile (taking in what the instance sent: a window opening);
    /// false where the session broke.
    bool takeOutput();
    /// False, with `failure` saying why the command cannot take more input.
    bool broken(SshFailure *failure);
    SshSession &m_session;
    ssh_channel_struct *m_channel = nullptr;
    QByteArray m_err;
    QByteArray m_pending; ///< output read while writing, handed out by read() first
    Input m_input = Input::Quiet;
    const std::atomic_bool *m_stop = nullptr;
};
