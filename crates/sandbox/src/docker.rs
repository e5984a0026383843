//! The Docker provider (`sandbox.md` 5): one container per sandbox, driven through the Docker
//! Engine API with `bollard` over a Unix socket. Nothing is pulled unless `pull` is set: without an
//! `image` the provider builds a small local image (the static `sandbox-agent` binary plus busybox)
//! through the import API; with an `image`, it uploads the binary into the container before start,
//! so any image with a shell becomes a sandbox.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use bollard::models::{ContainerCreateBody, HostConfig, PortBinding, ResourcesUlimits};
use bollard::query_parameters::{
    CreateContainerOptionsBuilder, CreateImageOptionsBuilder, ListContainersOptionsBuilder,
    LogsOptionsBuilder, RemoveContainerOptionsBuilder, StopContainerOptionsBuilder,
    UploadToContainerOptionsBuilder,
};
use bollard::{body_full, Docker};
use futures_util::StreamExt;
use sha2::{Digest, Sha256};

use crate::client::{Client, Endpoint};
use crate::error::SandboxError;
use crate::provider::{BoxFuture, Instance, Liveness, Provider, Started};

/// Sandbox Agent version the default image carries (its tag starts with it).
pub const AGENT_VERSION: &str = "0.4.2";
/// Repository of the locally built default image.
pub const IMAGE_REPO: &str = "agentos-sandbox-agent";
/// Where the binary lives inside containers.
const AGENT_IN_CONTAINER: &str = "/usr/local/bin/sandbox-agent";
/// Highest `nofile` ulimit requested (hosts without CAP_SYS_RESOURCE reject more).
pub const MAX_NOFILE: u64 = 20_000;
const LABEL: &str = "dev.rivet.agentos";

/// Options of `docker()` (`sandbox.md` 5.1).
#[derive(Debug, Clone)]
pub struct DockerOptions {
    /// `unix://…` or a path; default `DOCKER_HOST` (unix only), else `/var/run/docker.sock`.
    pub socket_path: Option<String>,
    /// An existing image; default: the locally built `agentos-sandbox-agent:0.4.2-<hash>`.
    pub image: Option<String>,
    /// Allow pulling `image` when it is missing.
    pub pull: bool,
    /// The static `sandbox-agent` binary (the JS layer resolves the npm package's).
    pub binary_path: PathBuf,
    /// A static busybox for the default image's shell; default: the first static one found.
    pub busybox_path: Option<PathBuf>,
    /// Port inside the container.
    pub agent_port: u16,
    /// `K=V` entries.
    pub env: Vec<String>,
    /// Engine bind strings `host:container[:ro]`.
    pub binds: Vec<String>,
    pub memory_bytes: Option<i64>,
    pub pids_limit: Option<i64>,
    /// CPUs (fractions allowed), as `NanoCpus`.
    pub cpus: Option<f64>,
    /// `nofile` ulimit, capped at [`MAX_NOFILE`].
    pub nofile: u64,
    /// `CapDrop: ["ALL"]`, `no-new-privileges`.
    pub hardened: bool,
    /// `HostConfig.NetworkMode`: `bridge` (default) or the name of a user-defined network. The
    /// server is reached through a port published on 127.0.0.1, so modes without published
    /// ports (`none`, `host`, `container:<id>`, internal networks) are refused.
    pub network: Option<String>,
    /// Engine create-body fields merged into ours (`createContainerOptions`, a JSON object in
    /// the Engine API's own spelling): see [`merge_create_options`].
    pub create_options: Option<serde_json::Value>,
}

impl Default for DockerOptions {
    fn default() -> Self {
        DockerOptions {
            socket_path: None,
            image: None,
            pull: false,
            binary_path: PathBuf::new(),
            busybox_path: None,
            agent_port: 3000,
            env: Vec::new(),
            binds: Vec::new(),
            memory_bytes: None,
            pids_limit: None,
            cpus: None,
            nofile: 4096,
            hardened: false,
            network: None,
            create_options: None,
        }
    }
}

fn startup(msg: impl Into<String>) -> SandboxError {
    SandboxError::Startup(msg.into())
}

/// The engine socket path from the option, `DOCKER_HOST` or the default. `tcp://` is refused.
pub fn socket_path(option: Option<&str>) -> Result<String, SandboxError> {
    let raw = match option {
        Some(s) => s.to_string(),
        None => std::env::var("DOCKER_HOST").unwrap_or_else(|_| "/var/run/docker.sock".into()),
    };
    if let Some(path) = raw.strip_prefix("unix://") {
        return Ok(path.to_string());
    }
    if raw.contains("://") {
        return Err(SandboxError::Invalid(format!(
            "docker(): only unix sockets are supported, got {raw:?}"
        )));
    }
    Ok(raw)
}

/// A static busybox: applet names and the binary.
type Busybox = (Vec<String>, Vec<u8>);

/// The Docker provider.
pub struct DockerProvider {
    opts: DockerOptions,
}

impl DockerProvider {
    /// Checks the options that need no engine (`EINVAL` on the first bad one).
    pub fn new(mut opts: DockerOptions) -> Result<DockerProvider, SandboxError> {
        socket_path(opts.socket_path.as_deref())?;
        if opts.agent_port == 0 {
            return Err(SandboxError::Invalid(
                "docker(): agentPort must be 1..65535".into(),
            ));
        }
        opts.nofile = opts.nofile.clamp(1, MAX_NOFILE);
        if opts.cpus.is_some_and(|c| !(c.is_finite() && c > 0.0)) {
            return Err(SandboxError::Invalid(
                "docker(): cpus must be a positive number".into(),
            ));
        }
        if let Some(net) = &opts.network {
            check_network_name(net)?;
        }
        if let Some(extra) = &opts.create_options {
            // The merge needs only our fixed fields: validate it now with a stand-in body.
            merge_create_options(ContainerCreateBody::default(), extra)?;
        }
        Ok(DockerProvider { opts })
    }

    /// A user-defined network must exist and publish ports (not `internal`).
    async fn check_network(&self, docker: &Docker, name: &str) -> Result<(), SandboxError> {
        if name == "bridge" {
            return Ok(());
        }
        match docker.inspect_network(name, None).await {
            Ok(n) if n.internal == Some(true) => Err(startup(format!(
                "network {name} is internal: the Docker Engine publishes no ports on internal \
                 networks, and the sandbox server is reached through a published port"
            ))),
            Ok(_) => Ok(()),
            Err(bollard::errors::Error::DockerResponseServerError {
                status_code: 404, ..
            }) => Err(startup(format!(
                "network {name} does not exist in the Docker Engine (create it with `docker network create {name}`)"
            ))),
            Err(e) => Err(startup(format!("inspecting network {name} failed: {e}"))),
        }
    }

    async fn connect(&self) -> Result<(Docker, String), SandboxError> {
        let socket = socket_path(self.opts.socket_path.as_deref())?;
        let docker = Docker::connect_with_unix(&socket, 120, bollard::API_DEFAULT_VERSION)
            .map_err(|e| startup(format!("Docker Engine not reachable at {socket}: {e}")))?;
        docker
            .ping()
            .await
            .map_err(|e| startup(format!("Docker Engine not reachable at {socket}: {e}")))?;
        let docker = docker.negotiate_version().await.map_err(|e| {
            startup(format!(
                "Docker Engine at {socket}: version negotiation failed: {e}"
            ))
        })?;
        Ok((docker, socket))
    }

    /// The image to run: the configured one (pulled only with `pull`), or the default one, built
    /// on first use. Returns the name and whether the binary must be uploaded into containers.
    async fn image(&self, docker: &Docker) -> Result<(String, bool), SandboxError> {
        if let Some(image) = &self.opts.image {
            if docker.inspect_image(image).await.is_ok() {
                return Ok((image.clone(), true));
            }
            if !self.opts.pull {
                return Err(startup(format!(
                    "image {image} is not present in the Docker Engine and pulling is off: build or load it \
                     first (docker build / docker load / docker import), or pass pull: true"
                )));
            }
            let (repo, tag) = image
                .rsplit_once(':')
                .filter(|(_, t)| !t.contains('/'))
                .unwrap_or((image, "latest"));
            let opts = CreateImageOptionsBuilder::default()
                .from_image(repo)
                .tag(tag)
                .build();
            let mut stream = docker.create_image(Some(opts), None, None);
            while let Some(item) = stream.next().await {
                item.map_err(|e| startup(format!("pulling {image} failed: {e}")))?;
            }
            return Ok((image.clone(), true));
        }
        let binary = std::fs::read(&self.opts.binary_path).map_err(|e| {
            startup(format!(
                "Sandbox Agent binary {}: {e} (install @sandbox-agent/cli-linux-x64 or pass binaryPath)",
                self.opts.binary_path.display()
            ))
        })?;
        let busybox = self.busybox()?;
        let mut hash = Sha256::new();
        hash.update(&binary);
        if let Some((_, bytes)) = &busybox {
            hash.update(bytes);
        }
        let digest = hash.finalize();
        let tag = format!(
            "{AGENT_VERSION}-{}",
            digest
                .iter()
                .take(4)
                .map(|b| format!("{b:02x}"))
                .collect::<String>()
        );
        let name = format!("{IMAGE_REPO}:{tag}");
        if docker.inspect_image(&name).await.is_ok() {
            return Ok((name, false));
        }
        if busybox.is_none() {
            tracing::warn!(
                "docker(): no static busybox found; sh-based sandbox commands will fail"
            );
        }
        let rootfs = rootfs_tar(
            &binary,
            busybox
                .as_ref()
                .map(|(list, b)| (list.as_slice(), b.as_slice())),
        )?;
        let changes = vec![
            "ENV PATH=/usr/local/bin:/usr/bin:/bin".to_string(),
            "ENV HOME=/home/sandbox".to_string(),
            "WORKDIR /home/sandbox".to_string(),
        ];
        let opts = CreateImageOptionsBuilder::default()
            .from_src("-")
            .repo(IMAGE_REPO)
            .tag(&tag)
            .changes(changes)
            .build();
        let mut stream = docker.create_image(Some(opts), Some(body_full(rootfs.into())), None);
        while let Some(item) = stream.next().await {
            let info = item.map_err(|e| startup(format!("building image {name} failed: {e}")))?;
            if let Some(err) = info.error_detail.and_then(|d| d.message) {
                return Err(startup(format!("building image {name} failed: {err}")));
            }
        }
        Ok((name, false))
    }

    /// A static busybox with its applet names, if one is available.
    fn busybox(&self) -> Result<Option<Busybox>, SandboxError> {
        let candidates: Vec<PathBuf> = match &self.opts.busybox_path {
            Some(p) => vec![p.clone()],
            None => vec!["/bin/busybox".into(), "/usr/bin/busybox".into()],
        };
        for path in candidates {
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            if !is_static_elf(&bytes) {
                if self.opts.busybox_path.is_some() {
                    return Err(SandboxError::Invalid(format!(
                        "docker(): busyboxPath {} is not a static ELF executable",
                        path.display()
                    )));
                }
                continue;
            }
            let list = std::process::Command::new(&path)
                .arg("--list")
                .output()
                .map_err(|e| startup(format!("{} --list: {e}", path.display())))?;
            let applets = String::from_utf8_lossy(&list.stdout)
                .lines()
                .map(str::trim)
                .filter(|a| !a.is_empty() && *a != "busybox" && !a.contains('/'))
                .map(str::to_string)
                .collect();
            return Ok(Some((applets, bytes)));
        }
        Ok(None)
    }

    async fn start_inner(&self, request_timeout: Duration) -> Result<Started, SandboxError> {
        let (docker, socket) = self.connect().await?;
        remove_orphans(&docker).await;
        let network = self
            .opts
            .network
            .clone()
            .unwrap_or_else(|| "bridge".to_string());
        self.check_network(&docker, &network).await?;
        let (image, upload) = self.image(&docker).await?;
        let suffix: String = {
            let mut b = [0u8; 4];
            getrandom::fill(&mut b).map_err(|e| startup(format!("no randomness: {e}")))?;
            b.iter().map(|x| format!("{x:02x}")).collect()
        };
        let name = format!("agentos-sbx-{}-{suffix}", std::process::id());
        let port_key = format!("{}/tcp", self.opts.agent_port);
        let mut labels = HashMap::new();
        labels.insert(LABEL.to_string(), "1".to_string());
        labels.insert(format!("{LABEL}.owner-pid"), std::process::id().to_string());
        labels.insert(
            format!("{LABEL}.owner-host"),
            std::fs::read_to_string("/etc/hostname")
                .unwrap_or_default()
                .trim()
                .to_string(),
        );
        let mut env = vec!["HOME=/home/sandbox".to_string()];
        env.extend(self.opts.env.iter().cloned());
        let nofile = self.opts.nofile as i64;
        let host_config = HostConfig {
            port_bindings: Some(HashMap::from([(
                port_key.clone(),
                Some(vec![PortBinding {
                    host_ip: Some("127.0.0.1".into()),
                    host_port: Some(String::new()),
                }]),
            )])),
            init: Some(true),
            auto_remove: Some(true),
            ulimits: Some(vec![ResourcesUlimits {
                name: Some("nofile".into()),
                soft: Some(nofile),
                hard: Some(nofile),
            }]),
            binds: (!self.opts.binds.is_empty()).then(|| self.opts.binds.clone()),
            memory: self.opts.memory_bytes,
            pids_limit: self.opts.pids_limit,
            nano_cpus: self.opts.cpus.map(|c| (c * 1e9) as i64),
            cap_drop: self.opts.hardened.then(|| vec!["ALL".to_string()]),
            security_opt: self
                .opts
                .hardened
                .then(|| vec!["no-new-privileges".to_string()]),
            network_mode: Some(network.clone()),
            ..Default::default()
        };
        let body = ContainerCreateBody {
            image: Some(image.clone()),
            cmd: Some(vec![
                AGENT_IN_CONTAINER.to_string(),
                "server".into(),
                "--no-token".into(),
                "--host".into(),
                "0.0.0.0".into(),
                "--port".into(),
                self.opts.agent_port.to_string(),
            ]),
            env: Some(env),
            working_dir: Some("/home/sandbox".into()),
            exposed_ports: Some(vec![port_key.clone()]),
            labels: Some(labels),
            host_config: Some(host_config),
            ..Default::default()
        };
        let body = match &self.opts.create_options {
            Some(extra) => merge_create_options(body, extra)?,
            None => body,
        };
        let created = docker
            .create_container(
                Some(CreateContainerOptionsBuilder::default().name(&name).build()),
                body,
            )
            .await
            .map_err(|e| startup(format!("creating a container from {image} failed: {e}")))?;
        let mut instance = DockerInstance {
            docker: docker.clone(),
            id: created.id.clone(),
            socket,
            health: None,
        };
        if upload {
            let binary = std::fs::read(&self.opts.binary_path).map_err(|e| {
                startup(format!(
                    "Sandbox Agent binary {}: {e}",
                    self.opts.binary_path.display()
                ))
            })?;
            let tar = single_file_tar("sandbox-agent", &binary)?;
            docker
                .upload_to_container(
                    &created.id,
                    Some(
                        UploadToContainerOptionsBuilder::default()
                            .path("/usr/local/bin")
                            .build(),
                    ),
                    body_full(tar.into()),
                )
                .await
                .map_err(|e| {
                    startup(format!("uploading sandbox-agent into {image} failed: {e}"))
                })?;
        }
        docker
            .start_container(&created.id, None)
            .await
            .map_err(|e| startup(format!("starting the container from {image} failed: {e}")))?;
        let inspect = docker
            .inspect_container(&created.id, None)
            .await
            .map_err(|e| startup(format!("inspecting the sandbox container failed: {e}")))?;
        let host_port = inspect
            .network_settings
            .and_then(|n| n.ports)
            .and_then(|p| p.get(&port_key).cloned().flatten())
            .and_then(|bindings| {
                bindings
                    .into_iter()
                    .find(|b| b.host_ip.as_deref() == Some("127.0.0.1"))
                    .and_then(|b| b.host_port)
            })
            .ok_or_else(|| startup("the sandbox container has no published port"))?;
        let endpoint = Endpoint {
            base_url: format!("http://127.0.0.1:{host_port}"),
            token: None,
            headers: Vec::new(),
        };
        let client = Client::new(&endpoint, request_timeout)?;
        instance.health = Some(Client::new(&endpoint, Duration::from_secs(2))?);
        let mut delay = Duration::from_millis(50);
        loop {
            if client.health().await.is_ok() {
                return Ok(Started {
                    endpoint,
                    default_root: "/".into(),
                    unconfined_home: None,
                    instance: Box::new(instance),
                });
            }
            let running = docker
                .inspect_container(&created.id, None)
                .await
                .ok()
                .and_then(|i| i.state)
                .and_then(|s| s.running)
                .unwrap_or(false);
            if !running {
                let tail = instance.log_tail().await;
                return Err(startup(format!(
                    "the sandbox container from {image} exited during startup: {tail}"
                )));
            }
            tokio::time::sleep(delay).await;
            delay = (delay * 2).min(Duration::from_millis(500));
        }
    }
}

impl Provider for DockerProvider {
    fn name(&self) -> &'static str {
        "docker"
    }

    fn start(&self, request_timeout: Duration) -> BoxFuture<'_, Result<Started, SandboxError>> {
        Box::pin(self.start_inner(request_timeout))
    }
}

/// A running sandbox container. Dropping it without `destroy` removes the container in the
/// background (when a runtime is available).
struct DockerInstance {
    docker: Docker,
    id: String,
    socket: String,
    /// The server's health endpoint (short timeout), for [`Instance::liveness`].
    health: Option<Client>,
}

impl DockerInstance {
    async fn log_tail(&self) -> String {
        let opts = LogsOptionsBuilder::default()
            .stdout(true)
            .stderr(true)
            .tail("50")
            .build();
        let mut logs = self.docker.logs(&self.id, Some(opts));
        let mut out = String::new();
        while let Some(Ok(chunk)) = logs.next().await {
            out.push_str(&String::from_utf8_lossy(&chunk.into_bytes()));
        }
        out.trim().to_string()
    }
}

async fn remove(docker: &Docker, id: &str) {
    let _ = docker
        .stop_container(
            id,
            Some(StopContainerOptionsBuilder::default().t(2).build()),
        )
        .await;
    let _ = docker
        .remove_container(
            id,
            Some(RemoveContainerOptionsBuilder::default().force(true).build()),
        )
        .await;
    // With AutoRemove the engine may still be removing it (our remove then got 409): wait until
    // it is gone, so that dispose (and a process exit) really leaves no container behind.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
    while tokio::time::Instant::now() < deadline {
        match docker.inspect_container(id, None).await {
            Err(bollard::errors::Error::DockerResponseServerError {
                status_code: 404, ..
            }) => return,
            Err(_) => return,
            Ok(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
    tracing::warn!(container = %id, "docker sandbox: the container was not removed within 3 s");
}

impl DockerInstance {
    /// `None` while the container runs, else why it is gone. Engine errors other than 404
    /// count as running (nothing is known).
    async fn gone(&self) -> Option<String> {
        let short = &self.id[..self.id.len().min(12)];
        match self.docker.inspect_container(&self.id, None).await {
            Ok(c) => {
                let state = c.state.unwrap_or_default();
                if state.running == Some(true) && state.restarting != Some(true) {
                    return None;
                }
                let status = state
                    .status
                    .map(|s| s.to_string())
                    .unwrap_or_else(|| "not running".into());
                let code = state
                    .exit_code
                    .map(|c| format!(", exit code {c}"))
                    .unwrap_or_default();
                let oom = if state.oom_killed == Some(true) {
                    ", killed for lack of memory"
                } else {
                    ""
                };
                Some(format!(
                    "the sandbox container {short} is {status}{code}{oom}"
                ))
            }
            Err(bollard::errors::Error::DockerResponseServerError {
                status_code: 404, ..
            }) => Some(format!("the sandbox container {short} no longer exists")),
            Err(e) => {
                tracing::debug!(container = %self.id, error = %e, "docker sandbox: inspect failed");
                None
            }
        }
    }
}

impl Instance for DockerInstance {
    fn destroy(&self) -> BoxFuture<'_, ()> {
        Box::pin(async move {
            tracing::debug!(container = %self.id, socket = %self.socket, "docker sandbox: destroy");
            remove(&self.docker, &self.id).await;
        })
    }

    /// The server answering `/v1/health` is alive. Otherwise the container's state decides;
    /// right after `docker kill` the engine may still report it running for a moment, so an
    /// unhealthy but running container is asked again for up to 1 s.
    fn liveness(&self) -> BoxFuture<'_, Liveness> {
        Box::pin(async move {
            if let Some(h) = &self.health {
                if h.health().await.is_ok() {
                    return Liveness::Alive;
                }
            }
            for attempt in 0..10 {
                if let Some(reason) = self.gone().await {
                    return Liveness::Gone(reason);
                }
                if attempt < 9 {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
            Liveness::Alive
        })
    }
}

impl Drop for DockerInstance {
    fn drop(&mut self) {
        // `destroy` normally ran; a second stop/remove is a cheap 404. Without a runtime the
        // owner-pid label lets the next provider start clean up (`remove_orphans`).
        if let Ok(handle) = crate::runtime::handle() {
            let docker = self.docker.clone();
            let id = self.id.clone();
            handle.spawn(async move { remove(&docker, &id).await });
        }
    }
}

/// Removes labelled sandbox containers of this host whose owner process is gone.
async fn remove_orphans(docker: &Docker) {
    let host = std::fs::read_to_string("/etc/hostname")
        .unwrap_or_default()
        .trim()
        .to_string();
    let filters = HashMap::from([("label".to_string(), vec![format!("{LABEL}=1")])]);
    let opts = ListContainersOptionsBuilder::default()
        .all(true)
        .filters(&filters)
        .build();
    let Ok(list) = docker.list_containers(Some(opts)).await else {
        return;
    };
    for c in list {
        let labels = c.labels.unwrap_or_default();
        let same_host = labels
            .get(&format!("{LABEL}.owner-host"))
            .is_some_and(|h| *h == host);
        let owner_alive = labels
            .get(&format!("{LABEL}.owner-pid"))
            .and_then(|p| p.parse::<u32>().ok())
            .is_some_and(|pid| Path::new(&format!("/proc/{pid}")).exists());
        if same_host && !owner_alive {
            if let Some(id) = c.id {
                remove(docker, &id).await;
            }
        }
    }
}

/// `network` must name a mode that publishes ports: not `none`, `host` or `container:<id>`.
fn check_network_name(name: &str) -> Result<(), SandboxError> {
    if name.is_empty() {
        return Err(SandboxError::Invalid(
            "docker(): network must be a non-empty network name".into(),
        ));
    }
    if matches!(name, "none" | "host") || name.starts_with("container:") {
        return Err(SandboxError::Invalid(format!(
            "docker(): network {name:?} publishes no ports, and the sandbox server is reached \
             through a port published on 127.0.0.1; use \"bridge\" (default) or a user-defined network"
        )));
    }
    Ok(())
}

/// Top-level create-body fields the provider owns: `createContainerOptions` may not set them.
const OWNED_FIELDS: &[(&str, &str)] = &[
    ("Image", "use the image option"),
    ("Cmd", "the container runs the sandbox-agent server"),
    ("Entrypoint", "the container runs the sandbox-agent server"),
    ("ExposedPorts", "the agent port is exposed by the provider"),
    ("NetworkingConfig", "use the network option"),
];
/// `HostConfig` fields the provider owns.
const OWNED_HOST_FIELDS: &[(&str, &str)] = &[
    (
        "PortBindings",
        "the agent port is published on 127.0.0.1 by the provider",
    ),
    (
        "PublishAllPorts",
        "only the agent port is published, on 127.0.0.1",
    ),
    ("AutoRemove", "the provider removes its containers"),
    ("NetworkMode", "use the network option"),
];

/// Merges `createContainerOptions` (`extra`, a JSON object in the Engine API's spelling:
/// `{Env, Labels, User, …, HostConfig: {Memory, …}}`) into `body`:
/// - `Image`, `Cmd`, `Entrypoint`, `ExposedPorts`, `NetworkingConfig` and `HostConfig`'s
///   `PortBindings`, `PublishAllPorts`, `AutoRemove`, `NetworkMode` are the provider's: setting
///   them is `EINVAL`; so are labels under `dev.rivet.agentos`.
/// - `Env`, `Labels` and `HostConfig.Binds` are added to ours (`Env` after ours, so a repeated
///   variable takes the later value).
/// - Every other field replaces ours (e.g. `HostConfig.Memory` over `memoryBytes`,
///   `HostConfig.Ulimits` over `nofile`).
///
/// Unknown field names and values of the wrong type are `EINVAL`.
pub fn merge_create_options(
    body: ContainerCreateBody,
    extra: &serde_json::Value,
) -> Result<ContainerCreateBody, SandboxError> {
    use serde_json::Value;
    let invalid = |m: String| SandboxError::Invalid(format!("docker(): createContainerOptions{m}"));
    let Value::Object(extra) = extra else {
        return Err(invalid(" must be an object".into()));
    };
    // Types and names: the object alone must read as a create body, with no field dropped.
    let parsed: ContainerCreateBody = serde_json::from_value(Value::Object(extra.clone()))
        .map_err(|e| invalid(format!(": {e}")))?;
    let known = serde_json::to_value(&parsed).map_err(|e| invalid(format!(": {e}")))?;
    for (k, v) in extra {
        if v.is_null() {
            continue;
        }
        if known.get(k).is_none() {
            return Err(invalid(format!(
                ": unknown field {k:?} (fields use the Engine API's spelling, e.g. Env, Labels, HostConfig)"
            )));
        }
        if let Some((_, why)) = OWNED_FIELDS.iter().find(|(f, _)| f == k) {
            return Err(invalid(format!(".{k} cannot be set: {why}")));
        }
    }
    if let Some(Value::Object(hc)) = extra.get("HostConfig") {
        let known_hc = known.get("HostConfig").cloned().unwrap_or(Value::Null);
        for (k, v) in hc {
            if v.is_null() {
                continue;
            }
            if known_hc.get(k).is_none() {
                return Err(invalid(format!(".HostConfig: unknown field {k:?}")));
            }
            if let Some((_, why)) = OWNED_HOST_FIELDS.iter().find(|(f, _)| f == k) {
                return Err(invalid(format!(".HostConfig.{k} cannot be set: {why}")));
            }
        }
    }
    if let Some(labels) = &parsed.labels {
        if let Some(k) = labels.keys().find(|k| k.starts_with(LABEL)) {
            return Err(invalid(format!(
                ".Labels.{k} cannot be set: labels under {LABEL} are the provider's"
            )));
        }
    }
    let mut merged = serde_json::to_value(&body).map_err(|e| invalid(format!(": {e}")))?;
    let (Value::Object(out), Value::Object(add)) = (&mut merged, known) else {
        return Err(invalid(": internal error (not an object)".into()));
    };
    for (k, v) in add {
        match (k.as_str(), out.get_mut(&k)) {
            ("Env", Some(Value::Array(ours))) => {
                if let Value::Array(more) = v {
                    ours.extend(more);
                }
            }
            ("Labels", Some(Value::Object(ours))) => {
                if let Value::Object(more) = v {
                    ours.extend(more);
                }
            }
            ("HostConfig", Some(Value::Object(ours))) => {
                if let Value::Object(more) = v {
                    for (hk, hv) in more {
                        match (hk.as_str(), ours.get_mut(&hk)) {
                            ("Binds", Some(Value::Array(b))) => {
                                if let Value::Array(extra_binds) = hv {
                                    b.extend(extra_binds);
                                }
                            }
                            _ => {
                                ours.insert(hk, hv);
                            }
                        }
                    }
                }
            }
            _ => {
                out.insert(k, v);
            }
        }
    }
    serde_json::from_value(merged).map_err(|e| invalid(format!(": {e}")))
}

/// Whether `bytes` is an ELF executable without a program interpreter (statically linked).
fn is_static_elf(bytes: &[u8]) -> bool {
    if bytes.len() < 64 || &bytes[..4] != b"\x7fELF" || bytes[4] != 2 {
        return false;
    }
    let u16_at = |o: usize| u16::from_le_bytes([bytes[o], bytes[o + 1]]) as usize;
    let u32_at =
        |o: usize| u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]]);
    let u64_at = |o: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[o..o + 8]);
        u64::from_le_bytes(b) as usize
    };
    let (phoff, phentsize, phnum) = (u64_at(32), u16_at(54), u16_at(56));
    for i in 0..phnum {
        let o = phoff.saturating_add(i.saturating_mul(phentsize));
        if o + 4 > bytes.len() {
            return false;
        }
        if u32_at(o) == 3 {
            return false; // PT_INTERP
        }
    }
    true
}

fn tar_err(e: std::io::Error) -> SandboxError {
    startup(format!("building a tar archive failed: {e}"))
}

fn file_header(path: &str, size: u64, mode: u32) -> Result<tar::Header, SandboxError> {
    let mut h = tar::Header::new_gnu();
    h.set_path(path).map_err(tar_err)?;
    h.set_size(size);
    h.set_mode(mode);
    h.set_entry_type(tar::EntryType::Regular);
    h.set_cksum();
    Ok(h)
}

/// A tar holding one executable file `name`.
fn single_file_tar(name: &str, data: &[u8]) -> Result<Vec<u8>, SandboxError> {
    let mut b = tar::Builder::new(Vec::new());
    b.append(&file_header(name, data.len() as u64, 0o755)?, data)
        .map_err(tar_err)?;
    b.into_inner().map_err(tar_err)
}

/// The default image's root filesystem (`sandbox.md` 5.3).
fn rootfs_tar(agent: &[u8], busybox: Option<(&[String], &[u8])>) -> Result<Vec<u8>, SandboxError> {
    let mut b = tar::Builder::new(Vec::new());
    let dir = |b: &mut tar::Builder<Vec<u8>>, path: &str, mode: u32| -> Result<(), SandboxError> {
        let mut h = tar::Header::new_gnu();
        h.set_path(path).map_err(tar_err)?;
        h.set_entry_type(tar::EntryType::Directory);
        h.set_mode(mode);
        h.set_size(0);
        h.set_cksum();
        b.append(&h, std::io::empty()).map_err(tar_err)
    };
    for (d, mode) in [
        ("bin/", 0o755),
        ("usr/", 0o755),
        ("usr/bin/", 0o755),
        ("usr/local/", 0o755),
        ("usr/local/bin/", 0o755),
        ("home/", 0o755),
        ("home/sandbox/", 0o755),
        ("tmp/", 0o1777),
        ("proc/", 0o755),
        ("sys/", 0o755),
        ("dev/", 0o755),
        ("etc/", 0o755),
    ] {
        dir(&mut b, d, mode)?;
    }
    b.append(
        &file_header("usr/local/bin/sandbox-agent", agent.len() as u64, 0o755)?,
        agent,
    )
    .map_err(tar_err)?;
    let passwd =
        b"root:x:0:0:root:/root:/bin/sh\nsandbox:x:1000:1000:sandbox:/home/sandbox:/bin/sh\n";
    let group = b"root:x:0:\nsandbox:x:1000:\n";
    b.append(
        &file_header("etc/passwd", passwd.len() as u64, 0o644)?,
        &passwd[..],
    )
    .map_err(tar_err)?;
    b.append(
        &file_header("etc/group", group.len() as u64, 0o644)?,
        &group[..],
    )
    .map_err(tar_err)?;
    if let Some((applets, bytes)) = busybox {
        b.append(
            &file_header("bin/busybox", bytes.len() as u64, 0o755)?,
            bytes,
        )
        .map_err(tar_err)?;
        for applet in applets {
            let mut h = tar::Header::new_gnu();
            h.set_entry_type(tar::EntryType::Symlink);
            h.set_size(0);
            h.set_mode(0o777);
            b.append_link(&mut h, format!("bin/{applet}"), "busybox")
                .map_err(tar_err)?;
        }
    }
    b.into_inner().map_err(tar_err)
}

/// Shares one provider between the VM option and the JS descriptor.
pub type SharedDockerProvider = Arc<DockerProvider>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn socket_paths() {
        assert_eq!(socket_path(Some("unix:///x.sock")).unwrap(), "/x.sock");
        assert_eq!(socket_path(Some("/y.sock")).unwrap(), "/y.sock");
        assert!(socket_path(Some("tcp://1.2.3.4:2375")).is_err());
    }

    #[test]
    fn static_elf_detection() {
        assert!(!is_static_elf(b"#!/bin/sh\n"));
        if let Ok(sh) = std::fs::read("/bin/sh") {
            // Debian's dash is dynamically linked.
            assert!(!is_static_elf(&sh));
        }
    }

    #[test]
    fn rootfs_holds_the_binary_and_the_applets() {
        let tar = rootfs_tar(b"ELF", Some((&["sh".to_string(), "ls".to_string()], b"BB"))).unwrap();
        let mut archive = tar::Archive::new(&tar[..]);
        let names: Vec<String> = archive
            .entries()
            .unwrap()
            .map(|e| e.unwrap().path().unwrap().display().to_string())
            .collect();
        for want in [
            "usr/local/bin/sandbox-agent",
            "bin/busybox",
            "bin/sh",
            "bin/ls",
            "etc/passwd",
            "tmp",
        ] {
            assert!(
                names.iter().any(|n| n.trim_end_matches('/') == want),
                "{want} in {names:?}"
            );
        }
    }
}
