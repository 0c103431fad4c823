#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

class Clock;

/// The one place where hardware is imitated (DESIGN section 4): `nvidia-smi`, `df` and `dmesg` as
/// an instance sees them, first on its PATH. They describe the rented card × count and the
/// instance's disks; utilization, memory used, temperature and kernel lines come from files in the
/// instance's `emulated/` directory that tests (and curious users) can write. In no-GPU mode
/// nvidia-smi fails as a real one does when no card is attached.
namespace Emulators {

/// What an instance looks like to its emulators; SshRuntime writes it at every boot.
struct Machine
{
    QString gpuName; ///< as the driver names it ("NVIDIA GeForce RTX 4090")
    int gpuCount = 1;
    int memoryMiB = 0; ///< per GPU
    int powerCapW = 300;
    bool gpuMode = true;
    QString systemPath; ///< the instance's home (mounted at / inside)
    qint64 systemBytes = 0;
    QString dataPath; ///< the data disk, empty without one
    qint64 dataBytes = 0;
    QString stateDir; ///< emulated/: gpu-utilization, gpu-memory-used-mib, gpu-temperature, kern.log, *-disk-used-bytes

    QJsonObject toJson() const;
    static Machine fromJson(const QJsonObject &json);
};

struct Result
{
    QByteArray out;
    QByteArray err;
    int exitCode = 0;
};

/// The files in emulated/ that set how many bytes a disk has in use, whatever its files add up to:
/// a full disk without writing gigabytes. A number on one line; absent or unreadable: the files count.
enum class Disk { System, Data };
QString usedFile(Disk disk);
std::optional<qint64> usedOverride(const Machine &machine, Disk disk);

inline constexpr char kDriverVersion[] = "550.127.05";
inline constexpr char kCudaVersion[] = "12.4";

/// `nvidia-smi` with no arguments (the table), `-L`, and `--query-gpu=FIELDS --format=csv[,noheader][,nounits]`.
Result nvidiaSmi(const Machine &machine, const QStringList &args, const QString &now);
/// `df` with `-h` or 1K blocks, for the instance's system and data disks.
Result df(const Machine &machine, const QStringList &args);
/// `dmesg`: the instance's kernel log.
Result dmesg(const Machine &machine, const QStringList &args);

/// The driver's name for a catalog card ("NVIDIA GeForce RTX 4090 24GB" → "NVIDIA GeForce RTX 4090").
QString driverName(const QString &catalogName);

/// `emulate TOOL INSTANCE_DIR [ARGS...]`: loads INSTANCE_DIR/emulated.json and runs the tool. What
/// time it is (nvidia-smi's header) comes from `clock`, never from the machine's clock directly.
Result run(const QStringList &arguments, const Clock &clock);
/// `gpudesk-sandbox emulate ...`: run() written to stdout and stderr; returns its exit code.
int main(const QStringList &arguments, const Clock &clock);

} // namespace Emulators
